// What the assistant says in French when it acts.
import type { ActingReplies } from './acting-replies';
import { filterLabels } from './filter-labels';

const labels = filterLabels('fr');

export const FRENCH_ACTING: ActingReplies = {
  locale: 'fr',
  ...labels,
  noMatch:
    'Je n’ai trouvé aucune station pour votre demande. Essayez de la musique du Nigeria, du Ghana ou du Kenya, ou un genre comme le gospel, le jazz ou l’afrobeats.',
  requestFailed: 'Je n’arrive pas à traiter cette demande pour le moment. Veuillez réessayer\u202f!',
  actingFailed: {
    spoken: 'Désolé, je n’ai pas pu traiter cette commande.',
    typed: 'Désolé, je n’ai pas pu traiter ce message.',
  },
  nothingPlaying: 'Rien ne joue pour le moment.',
  noOtherStation: 'Je n’ai pas trouvé d’autre station à mettre.',
  noKnownPlaying: (asked) =>
    `J’ai trouvé des stations pour « ${asked} », mais aucune que nos vérifications ont entendue jouer récemment : je ne vais pas en mettre une qui risque d’être muette.`,
  tuningIn: (station) => `Je mets ${station.name} (${station.genre}, ${station.country}).`,
  widened: (asked, relaxed) => `Je n’ai rien trouvé pour « ${asked} », alors j’ai cherché « ${relaxed} ». `,
  trendingNow: (names) => `En ce moment : ${names}. `,
  pausing: (name) => `Je mets ${name} en pause.`,
  notPlaying: (name) => `${name} ne joue pas.`,
  stillStartingSayStop: (name) => `${name} démarre encore. Dites « stop » pour l’annuler.`,
  stillStarting: (name) => `${name} démarre encore.`,
  nothingToResume: 'Il n’y a rien à reprendre. Demandez-moi d’abord une station, par exemple « gospel du Ghana ».',
  resuming: (name) => `Je reprends ${name}.`,
  tryingAgain: (name) => `J’essaie de nouveau ${name}.`,
  alreadyPlaying: (name) => `${name} joue déjà.`,
  stopping: (name) => `J’arrête ${name}.`,
  volumeAtHighest: 'Le volume est déjà au maximum.',
  volumeAtLowest: 'Le volume est déjà au minimum.',
  volume: (percent) => `Volume à ${percent} %.`,
  soundBackOn: ' Le son est rétabli.',
  alreadyMuted: 'Le son est déjà coupé.',
  muted: 'Son coupé. Dites « remets le son » pour le rétablir.',
  unmuted: 'Le son est rétabli.',
  alreadyUnmuted: 'Le son est déjà activé.',
  listeningTo: (station) => `Vous écoutez ${station.name} (${station.genre}, ${station.country}).`,
  nowPlayingSong: (artist, song, station) => `En ce moment : ${artist} – ${song}, sur ${station}.`,
  nowPlayingTitle: (title, station) => `En ce moment : ${title}, sur ${station}.`,
  startingUp: (name) => `${name} est en train de démarrer.`,
  paused: (name) => `${name} est en pause.`,
  couldNotPlay: (name) => `Impossible de lire ${name}.`,
};
