// Turns what a listener says or types, in any of the assistant's languages, into one action for the
// web app (a station request with its filters, trending, a player control, the current title, or a
// question when a place names two countries) and a short true sentence in the listener's language.
import type {
  AssistantContext,
  AssistantInterpretation,
  AssistantLanguage,
  ClarifyQuestion,
  GenreId,
  PlayerControl,
  RequestFilters,
} from '@sauti/contract';
import { africanCountry } from '../catalogue';
import { REPLIES } from './replies/by-language';
import type { Replies } from './replies/replies';
import {
  LANGUAGE_MARKERS_AFTER,
  LANGUAGE_MARKERS_BEFORE,
  type MatchedPhrase,
  type Meaning,
  RESUME_WHEN_ALONE,
  type Reading,
  readUtterance,
  spokenLanguage,
} from './vocabulary';

export interface InterpretOptions {
  /** The page's language: the reply's when the utterance does not tell its own; English when absent. */
  language?: AssistantLanguage;
  /** The question the assistant asked last, which this utterance may answer. */
  context?: AssistantContext;
  /** Whether listeners may see a country now; an admin can hide one. Every country when absent. */
  isDiscoverable?: (country: string) => boolean;
}

interface Understanding {
  filters: RequestFilters;
  /** The countries a shared place name ('Congo') may mean, when no single country is named. */
  places: readonly string[] | undefined;
  ordinal: number | undefined;
  firmControl: PlayerControl | undefined;
  yieldingControl: PlayerControl | undefined;
  trending: boolean;
  nowPlaying: boolean;
  asksForRadio: boolean;
}

/** An answer before the language of its reply is added. */
type Understood = Omit<AssistantInterpretation, 'reply_language'>;

const NO_FILTERS: RequestFilters = { country: null, genre: null, language: null };

/** When one phrase means several things, the first type here wins (a demonym that is also a language aside). */
const MEANING_PRIORITY: readonly Meaning['type'][] = [
  'firm_control',
  'yielding_control',
  'trending',
  'now_playing',
  'country',
  'places',
  'language',
  'genre',
  'request',
  'ordinal',
  'filler',
];

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
  const place = phrase.meanings.some((meaning) => meaning.type === 'country' || meaning.type === 'places');
  if (language && place && namesALanguage(phrase, words)) return language;
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
  const country = firstOf('country')?.code ?? null;
  return {
    filters: { country, genre: chosenGenre(genres), language: firstOf('language')?.code ?? null },
    places: country ? undefined : firstOf('places')?.codes,
    ordinal: firstOf('ordinal')?.index,
    firmControl: firstOf('firm_control')?.control,
    yieldingControl: firstOf('yielding_control')?.control,
    trending: firstOf('trending') !== undefined,
    nowPlaying: firstOf('now_playing') !== undefined,
    asksForRadio: firstOf('request') !== undefined,
  };
}

function hasFilters(filters: RequestFilters): boolean {
  return filters.country !== null || filters.genre !== null || filters.language !== null;
}

function answer(
  kind: AssistantInterpretation['kind'],
  reply: string,
  filters: RequestFilters = NO_FILTERS,
  control: PlayerControl | null = null,
): Understood {
  return { kind, ...filters, control, reply };
}

function request(kind: ClarifyQuestion['request']['kind'], filters: RequestFilters, replies: Replies) {
  return kind === 'trending'
    ? answer('trending', replies.trending(filters), filters)
    : answer('station', replies.playing(filters), filters);
}

function playerControl(control: PlayerControl, replies: Replies): Understood {
  return answer('control', replies.controls[control], NO_FILTERS, control);
}

/** "Congo": which of the countries the name may mean, with the request kept for the answer. */
function whichCountry(
  kind: ClarifyQuestion['request']['kind'],
  filters: RequestFilters,
  countries: readonly string[],
  replies: Replies,
): Understood {
  const options = countries.map((country) => ({ country, label: replies.countryLabel(country) }));
  const question: ClarifyQuestion = {
    request: { kind, genre: filters.genre, language: filters.language },
    options,
  };
  return { ...answer('clarify', replies.whichCountry(options), filters), question };
}

/** The options of a question sent back by the client, kept only where they name an African country. */
function trustedOptions(context: AssistantContext | undefined): string[] {
  const countries = context?.question.options.map((option) => option.country.toUpperCase()) ?? [];
  return [...new Set(countries.filter((code) => africanCountry(code) !== undefined))];
}

/** The country an answer to the question picks: one of the options named ("Brazzaville", "the DRC"), or by its place ("the first one"). */
function chosenOption(understood: Understanding, options: readonly string[]): string | undefined {
  const named = understood.filters.country;
  if (named !== null) return options.includes(named) ? named : undefined;
  return understood.ordinal === undefined ? undefined : options[understood.ordinal];
}

/** The request that waited on the question, now with its country; filters said in the answer win. */
function answerQuestion(question: ClarifyQuestion, country: string, said: RequestFilters, replies: Replies) {
  const filters: RequestFilters = {
    country,
    genre: said.genre ?? question.request.genre,
    language: said.language ?? question.request.language,
  };
  return request(question.request.kind, filters, replies);
}

function interpretUtterance(reading: Reading, replies: Replies, context: AssistantContext | undefined): Understood {
  if (reading.words.length === 0) return answer('unknown', replies.blank);
  const understood = understand(reading);
  const onlyKnownWords = reading.unknownWords.length === 0;

  const chosen = context && chosenOption(understood, trustedOptions(context));
  if (context && chosen) return answerQuestion(context.question, chosen, understood.filters, replies);

  if (understood.firmControl) return playerControl(understood.firmControl, replies);
  const kind = understood.trending ? 'trending' : 'station';
  const asked = understood.trending || understood.asksForRadio || onlyKnownWords;
  if (understood.places && asked) return whichCountry(kind, understood.filters, understood.places, replies);
  if (understood.trending) return request('trending', understood.filters, replies);
  if (hasFilters(understood.filters) || understood.places) {
    // A place or genre mentioned without asking for radio ('the weather in Lagos') is not a request.
    return asked
      ? request('station', understood.filters, replies)
      : answer('unknown', replies.onlyRadio(understood.filters));
  }
  if (understood.nowPlaying) return answer('now_playing', replies.checkingNowPlaying);
  if (understood.yieldingControl) return playerControl(understood.yieldingControl, replies);
  if (RESUME_WHEN_ALONE.has(reading.words.join(' '))) return playerControl('resume', replies);
  if (understood.asksForRadio && onlyKnownWords) return request('station', NO_FILTERS, replies);
  return answer('unknown', replies.notUnderstood);
}

/**
 * A country listeners cannot see is answered as no match, and left out of a question's choices (a
 * question with one choice left is answered with it).
 */
function onlyDiscoverable(
  interpretation: Understood,
  isDiscoverable: (country: string) => boolean,
  replies: Replies,
): Understood {
  if (interpretation.country !== null && !isDiscoverable(interpretation.country)) {
    return answer('unknown', replies.noMatch);
  }
  const question = interpretation.question;
  if (!question) return interpretation;
  const options = question.options.filter((option) => isDiscoverable(option.country));
  if (options.length === question.options.length) return interpretation;
  const [only] = options;
  if (!only) return answer('unknown', replies.noMatch);
  const filters = { country: null, genre: question.request.genre, language: question.request.language };
  if (options.length === 1) return request(question.request.kind, { ...filters, country: only.country }, replies);
  return whichCountry(
    question.request.kind,
    filters,
    options.map((option) => option.country),
    replies,
  );
}

export function interpret(
  text: string,
  { language = 'en', context, isDiscoverable = () => true }: InterpretOptions = {},
): AssistantInterpretation {
  const reading = readUtterance(text);
  // French in, French out, whatever the page's language: the listener chose the words.
  const replyLanguage = spokenLanguage(reading.words) ?? language;
  const replies = REPLIES[replyLanguage];
  const asked = context && {
    question: {
      ...context.question,
      options: context.question.options.filter((option) => isDiscoverable(option.country)),
    },
  };
  return {
    ...onlyDiscoverable(interpretUtterance(reading, replies, asked), isDiscoverable, replies),
    reply_language: replyLanguage,
  };
}
