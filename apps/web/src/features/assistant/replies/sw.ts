// What the assistant says in Swahili when it acts.
import type { ActingReplies } from './acting-replies';
import { filterLabels } from './filter-labels';

const labels = filterLabels('sw');

export const SWAHILI_ACTING: ActingReplies = {
  locale: 'sw',
  ...labels,
  noMatch:
    'Sikupata stesheni yoyote inayolingana na ombi lako. Jaribu kuomba muziki kutoka Nigeria, Ghana au Kenya, au aina kama injili, jazz au afrobeats.',
  requestFailed: 'Ninashindwa kushughulikia ombi hilo kwa sasa. Tafadhali jaribu tena!',
  actingFailed: {
    spoken: 'Samahani, nimeshindwa kushughulikia amri hiyo.',
    typed: 'Samahani, nimeshindwa kushughulikia ujumbe huo.',
  },
  nothingPlaying: 'Hakuna kinachocheza sasa hivi.',
  noOtherStation: 'Sikupata stesheni nyingine ya kucheza.',
  noKnownPlaying: (asked) =>
    `Nimepata stesheni za «${asked}», lakini ukaguzi wetu haujathibitisha hivi karibuni kuwa yoyote inacheza, kwa hiyo sitawasha stesheni ambayo huenda iko kimya.`,
  tuningIn: (station) => `Nakuwekea ${station.name} (${station.genre}, ${station.country}).`,
  widened: (asked, relaxed) => `Sikupata '${asked}', kwa hiyo nimetafuta '${relaxed}'. `,
  trendingNow: (names) => `Zinazovuma sasa: ${names}. `,
  pausing: (name) => `Nasitisha ${name} kwa muda.`,
  notPlaying: (name) => `${name} haichezi.`,
  stillStartingSayStop: (name) => `${name} bado inaanza. Sema 'zima' kuisitisha.`,
  stillStarting: (name) => `${name} bado inaanza.`,
  nothingToResume: "Hakuna cha kuendeleza. Niombe stesheni kwanza, kwa mfano 'injili kutoka Ghana'.",
  resuming: (name) => `Naendeleza ${name}.`,
  tryingAgain: (name) => `Najaribu ${name} tena.`,
  alreadyPlaying: (name) => `${name} tayari inacheza.`,
  stopping: (name) => `Nazima ${name}.`,
  volumeAtHighest: 'Sauti tayari iko juu kabisa.',
  volumeAtLowest: 'Sauti tayari iko chini kabisa.',
  volume: (percent) => `Sauti asilimia ${percent}.`,
  soundBackOn: ' Sauti imerudi.',
  alreadyMuted: 'Sauti tayari imezimwa.',
  muted: "Sauti imezimwa. Sema 'rudisha sauti' kuirudisha.",
  unmuted: 'Sauti imerudi.',
  alreadyUnmuted: 'Sauti tayari iko wazi.',
  listeningTo: (station) => `Unasikiliza ${station.name} (${station.genre}, ${station.country}).`,
  nowPlayingSong: (artist, song, station) => `Kinachocheza sasa: ${artist} – ${song}, kwenye ${station}.`,
  nowPlayingTitle: (title, station) => `Kinachocheza sasa: ${title}, kwenye ${station}.`,
  startingUp: (name) => `${name} inaanza.`,
  paused: (name) => `${name} imesitishwa kwa muda.`,
  couldNotPlay: (name) => `Imeshindikana kucheza ${name}.`,
};
