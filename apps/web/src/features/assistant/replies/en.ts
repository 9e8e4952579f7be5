// What the assistant says in English when it acts.
import { GENRE_NAMES } from '@sauti/contract';
import type { ActingReplies } from './acting-replies';

const ASK_FOR_A_STATION = "Ask me for a station first, for example 'gospel from Ghana'.";

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

export const ENGLISH_ACTING: ActingReplies = {
  locale: 'en',
  genreName: (genre) => GENRE_NAMES[genre],
  countryName: (station) => station.country_name,
  noMatch:
    "I couldn't find any stations matching your request. Try asking for music from Nigeria, Ghana, Kenya, or specific genres like Gospel, Jazz, or Afrobeats.",
  requestFailed: "I'm having trouble processing that request right now. Please try again!",
  actingFailed: {
    spoken: 'Sorry, I had trouble processing that command.',
    typed: 'Sorry, I had trouble processing that message.',
  },
  nothingPlaying: 'Nothing is playing right now.',
  noOtherStation: "I couldn't find another station to play.",
  noKnownPlaying: (asked) =>
    `I found ${asked}, but none that our checks found playing lately, so I won't tune in to one that may be silent.`,
  describeFilters: (filters) => {
    const subject = filters.genre ? `${GENRE_NAMES[filters.genre]} stations` : 'stations';
    const language = filters.language ? ` in ${languageNames.of(filters.language) ?? filters.language}` : '';
    const country = filters.country ? ` from ${regionNames.of(filters.country) ?? filters.country}` : '';
    return `${subject}${language}${country}`;
  },
  tuningIn: (station) => `Tuning in to ${station.name} (${station.genre}, ${station.country}).`,
  widened: (asked, relaxed) => `I couldn't find ${asked}, so I looked for ${relaxed} instead. `,
  trendingNow: (names) => `Trending now: ${names}. `,
  pausing: (name) => `Pausing ${name}.`,
  notPlaying: (name) => `${name} is not playing.`,
  stillStartingSayStop: (name) => `${name} is still starting. Say 'stop' to cancel it.`,
  stillStarting: (name) => `${name} is still starting.`,
  nothingToResume: `There is nothing to resume. ${ASK_FOR_A_STATION}`,
  resuming: (name) => `Resuming ${name}.`,
  tryingAgain: (name) => `Trying ${name} again.`,
  alreadyPlaying: (name) => `${name} is already playing.`,
  stopping: (name) => `Stopping ${name}.`,
  volumeAtHighest: 'The volume is already at its highest.',
  volumeAtLowest: 'The volume is already at its lowest.',
  volume: (percent) => `Volume ${percent}%.`,
  soundBackOn: ' Sound is back on.',
  alreadyMuted: 'The sound is already muted.',
  muted: "Muted. Say 'unmute' to bring the sound back.",
  unmuted: 'Sound is back on.',
  alreadyUnmuted: 'The sound is already on.',
  listeningTo: (station) => `You're listening to ${station.name} (${station.genre}, ${station.country}).`,
  nowPlayingSong: (artist, song, station) => `Now playing: ${artist} – ${song} on ${station}.`,
  nowPlayingTitle: (title, station) => `Now playing: ${title} on ${station}.`,
  startingUp: (name) => `Tuning in to ${name}.`,
  paused: (name) => `${name} is paused.`,
  couldNotPlay: (name) => `${name} could not be played.`,
};
