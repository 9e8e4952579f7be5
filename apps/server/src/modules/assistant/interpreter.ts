// Turns what a listener says or types into one action for the web app (a station request with its
// filters, trending, a player control or the current title) and a short true sentence to show and speak.
import type { AssistantInterpretation, GenreId, PlayerControl } from '@sauti/contract';
import { africanCountry, foldText, languageName } from '../catalogue';
import {
  COUNTRIES_SAID_WITH_THE,
  GENRE_SPOKEN,
  LANGUAGE_MARKERS_AFTER,
  LANGUAGE_MARKERS_BEFORE,
  RESUME_WHEN_ALONE,
} from './phrasebook';
import { type MatchedPhrase, type Meaning, type Reading, readUtterance } from './vocabulary';

interface Filters {
  country: string | null;
  genre: GenreId | null;
  language: string | null;
}

interface Understanding {
  filters: Filters;
  firmControl: PlayerControl | undefined;
  yieldingControl: PlayerControl | undefined;
  trending: boolean;
  nowPlaying: boolean;
  asksForRadio: boolean;
}

const NO_FILTERS: Filters = { country: null, genre: null, language: null };

/** When one phrase means several things, the first type here wins (a demonym that is also a language aside). */
const MEANING_PRIORITY: readonly Meaning['type'][] = [
  'firm_control',
  'yielding_control',
  'trending',
  'now_playing',
  'country',
  'language',
  'genre',
  'request',
  'filler',
];

const CONTROL_REPLIES: Record<PlayerControl, string> = {
  pause: 'Pausing.',
  resume: 'Resuming.',
  stop: 'Stopping the radio.',
  volume_up: 'Turning it up.',
  volume_down: 'Turning it down.',
  mute: 'Muting.',
  next: 'Playing another station.',
};

const BLANK_REPLY = "Ask me for radio by country, city, genre or language, for example 'gospel from Ghana'.";
const NOT_UNDERSTOOD_REPLY = "Sorry, I didn't catch that. Try 'gospel from Ghana', 'radio in Swahili' or 'pause'.";

const resumeWhenAlone = new Set(RESUME_WHEN_ALONE.map(foldText));

/** A name that is both a demonym and a language ('Somali') means the language in "radio in Somali". */
function namesALanguage(phrase: MatchedPhrase, words: readonly string[]): boolean {
  const before = words[phrase.start - 1];
  const after = words[phrase.start + phrase.length];
  return (
    (before !== undefined && LANGUAGE_MARKERS_BEFORE.has(before)) ||
    (after !== undefined && LANGUAGE_MARKERS_AFTER.has(after))
  );
}

function meaningOf(phrase: MatchedPhrase, words: readonly string[]): Meaning | undefined {
  const language = phrase.meanings.find((meaning) => meaning.type === 'language');
  if (language && phrase.meanings.some((meaning) => meaning.type === 'country') && namesALanguage(phrase, words)) {
    return language;
  }
  return [...phrase.meanings].sort((a, b) => MEANING_PRIORITY.indexOf(a.type) - MEANING_PRIORITY.indexOf(b.type))[0];
}

/** The genre asked for: the last one named ('reggae gospel' is gospel), unless it only qualifies another ('classic rock'). */
function chosenGenre(genres: ReadonlyArray<{ genre: GenreId; qualifying: boolean }>): GenreId | null {
  const main = genres.filter((genre) => !genre.qualifying);
  return (main.at(-1) ?? genres.at(-1))?.genre ?? null;
}

function understand(reading: Reading): Understanding {
  const meanings = reading.phrases
    .map((phrase) => meaningOf(phrase, reading.words))
    .filter((meaning) => meaning !== undefined);
  const genres = meanings.flatMap((meaning) => (meaning.type === 'genre' ? [meaning] : []));
  const firstOf = <T extends Meaning['type']>(type: T) =>
    meanings.find((meaning): meaning is Extract<Meaning, { type: T }> => meaning.type === type);
  return {
    filters: {
      country: firstOf('country')?.code ?? null,
      genre: chosenGenre(genres),
      language: firstOf('language')?.code ?? null,
    },
    firmControl: firstOf('firm_control')?.control,
    yieldingControl: firstOf('yielding_control')?.control,
    trending: firstOf('trending') !== undefined,
    nowPlaying: firstOf('now_playing') !== undefined,
    asksForRadio: firstOf('request') !== undefined,
  };
}

function hasFilters(filters: Filters): boolean {
  return filters.country !== null || filters.genre !== null || filters.language !== null;
}

function countryName(code: string): string {
  const name = africanCountry(code)?.name ?? code;
  return COUNTRIES_SAID_WITH_THE.has(code) ? `the ${name}` : name;
}

/** "gospel in Twi from Ghana", "radio from Kenya", "radio in Hausa". */
function describe(filters: Filters): string {
  const subject = filters.genre ? GENRE_SPOKEN[filters.genre] : 'radio';
  const language = filters.language ? ` in ${languageName(filters.language)}` : '';
  const country = filters.country ? ` from ${countryName(filters.country)}` : '';
  return `${subject}${language}${country}`;
}

function answer(
  kind: AssistantInterpretation['kind'],
  reply: string,
  filters: Filters = NO_FILTERS,
  control: PlayerControl | null = null,
): AssistantInterpretation {
  return { kind, ...filters, control, reply };
}

function stationRequest(filters: Filters): AssistantInterpretation {
  const reply = hasFilters(filters) ? `Playing ${describe(filters)}.` : 'Playing a station for you.';
  return answer('station', reply, filters);
}

function trending(filters: Filters): AssistantInterpretation {
  const reply = hasFilters(filters) ? `Here is what's trending for ${describe(filters)}.` : "Here is what's trending.";
  return answer('trending', reply, filters);
}

function playerControl(control: PlayerControl): AssistantInterpretation {
  return answer('control', CONTROL_REPLIES[control], NO_FILTERS, control);
}

/** A place or genre mentioned without asking for radio ('the weather in Lagos') is not a request. */
function notARadioRequest(filters: Filters): AssistantInterpretation {
  return answer('unknown', `I can only help with radio. Try asking for ${describe(filters)}.`);
}

export function interpret(text: string): AssistantInterpretation {
  const reading = readUtterance(text);
  if (reading.words.length === 0) return answer('unknown', BLANK_REPLY);
  const understood = understand(reading);
  const onlyKnownWords = reading.unknownWords.length === 0;

  if (understood.firmControl) return playerControl(understood.firmControl);
  if (understood.trending) return trending(understood.filters);
  if (hasFilters(understood.filters)) {
    const asked = understood.asksForRadio || onlyKnownWords;
    return asked ? stationRequest(understood.filters) : notARadioRequest(understood.filters);
  }
  if (understood.nowPlaying) return answer('now_playing', "Let me check what's playing.");
  if (understood.yieldingControl) return playerControl(understood.yieldingControl);
  if (resumeWhenAlone.has(reading.words.join(' '))) return playerControl('resume');
  if (understood.asksForRadio && onlyKnownWords) return stationRequest(NO_FILTERS);
  return answer('unknown', NOT_UNDERSTOOD_REPLY);
}
