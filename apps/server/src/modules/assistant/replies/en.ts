// The assistant's replies in English, worded as they always have been.
import { GENRES_NAMED_ALIKE, type GenreId, type PlayerControl, type RequestFilters } from '@sauti/contract';
import { africanCountry, languageName } from '../../catalogue';
import type { Replies } from './replies';

/**
 * How each genre reads in a spoken sentence ("Playing talk and news from Nigeria."). English names
 * on labels are GENRE_NAMES ("Talk & News", "Electronic"); inside a sentence an adjective needs the
 * noun it qualifies ("electronic music", "sports radio").
 */
const GENRE_SPOKEN: Readonly<Record<GenreId, string>> = {
  ...GENRES_NAMED_ALIKE,
  gospel: 'gospel',
  hiphop: 'hip hop',
  electronic: 'electronic music',
  house: 'house music',
  traditional: 'traditional music',
  bongo: 'Bongo Flava',
  arabic: 'Arabic music',
  rnb: 'R&B and soul',
  classical: 'classical music',
  oldies: 'oldies and classics',
  religious: 'religious radio',
  sports: 'sports radio',
  talk: 'talk and news',
  world: 'world music',
  variety: 'variety radio',
};

/** Countries whose English name takes 'the' in a sentence ("radio from the Gambia"). */
const COUNTRIES_SAID_WITH_THE: ReadonlySet<string> = new Set(['CF', 'CG', 'GM', 'KM', 'SC']);

/** Names that tell apart the two countries called Congo. */
const DISTINCT_NAMES: Readonly<Record<string, string>> = {
  CD: 'DR Congo (Kinshasa)',
  CG: 'Republic of the Congo (Brazzaville)',
};

const CONTROLS: Record<PlayerControl, string> = {
  pause: 'Pausing.',
  resume: 'Resuming.',
  stop: 'Stopping the radio.',
  volume_up: 'Turning it up.',
  volume_down: 'Turning it down.',
  mute: 'Muting.',
  unmute: 'Unmuting.',
  next: 'Playing another station.',
};

const orList = new Intl.ListFormat('en', { type: 'disjunction' });

function inSentence(code: string, name: string): string {
  return COUNTRIES_SAID_WITH_THE.has(code) ? `the ${name}` : name;
}

function countryName(code: string): string {
  return inSentence(code, africanCountry(code)?.name ?? code);
}

function hasFilters(filters: RequestFilters): boolean {
  return filters.country !== null || filters.genre !== null || filters.language !== null;
}

/** "gospel in Twi from Ghana", "radio from Kenya", "radio in Hausa". */
function describe(filters: RequestFilters): string {
  const subject = filters.genre ? GENRE_SPOKEN[filters.genre] : 'radio';
  const language = filters.language ? ` in ${languageName(filters.language)}` : '';
  const country = filters.country ? ` from ${countryName(filters.country)}` : '';
  return `${subject}${language}${country}`;
}

export const ENGLISH_REPLIES: Replies = {
  playing: (filters) => (hasFilters(filters) ? `Playing ${describe(filters)}.` : 'Playing a station for you.'),
  trending: (filters) =>
    hasFilters(filters) ? `Here is what's trending for ${describe(filters)}.` : "Here is what's trending.",
  onlyRadio: (filters) => `I can only help with radio. Try asking for ${describe(filters)}.`,
  checkingNowPlaying: "Let me check what's playing.",
  controls: CONTROLS,
  blank: "Ask me for radio by country, city, genre or language, for example 'gospel from Ghana'.",
  notUnderstood: "Sorry, I didn't catch that. Try 'gospel from Ghana', 'radio in Swahili' or 'pause'.",
  noMatch:
    "I couldn't find any stations matching your request. Try asking for music from Nigeria, Ghana, Kenya, or specific genres like Gospel, Jazz, or Afrobeats.",
  countryLabel: (code) => DISTINCT_NAMES[code] ?? africanCountry(code)?.name ?? code,
  whichCountry: (options) =>
    `Do you mean ${orList.format(options.map((option) => inSentence(option.country, option.label)))}?`,
};
