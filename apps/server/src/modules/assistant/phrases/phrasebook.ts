// The shape of what the assistant knows of one language: the words people use to ask for radio, to
// drive the player and to name genres, languages and places, beyond what the packages give.
import type { GenreId, PlayerControl } from '@sauti/contract';

export interface Phrasebook {
  /** Words that ask for radio: with a place, genre or language they make a station request. */
  request: readonly string[];
  /** Words that say nothing about what to play; an utterance of only these and a place or genre is a request. */
  filler: readonly string[];
  trending: readonly string[];
  nowPlaying: readonly string[];
  /** Controls that stop or change what plays; they win even when a place or genre is named ("turn off the news"). */
  firmControls: Readonly<Partial<Record<PlayerControl, readonly string[]>>>;
  /** Controls that yield to a named place or genre ("another station from Ghana" is a station request). */
  yieldingControls: Readonly<Partial<Record<PlayerControl, readonly string[]>>>;
  /** "Play" said alone resumes what was playing rather than starting something new. */
  resumeWhenAlone: readonly string[];
  /** Genre words listeners use beyond the catalogue's tag keywords. */
  genreSynonyms: Readonly<Partial<Record<GenreId, readonly string[]>>>;
  /** Language names beyond those the packages and Intl give, by ISO 639-1 code. */
  languageNames: Readonly<Record<string, readonly string[]>>;
  /** Words after which a name that is both a demonym and a language ('Somali') means the language. */
  languageMarkersBefore: readonly string[];
  /** Words before which such a name means the language ("Somali language radio"). */
  languageMarkersAfter: readonly string[];
  /** Demonyms, cities and spellings of each country beyond what the packages and Intl give, by ISO code. */
  countryNames: Readonly<Record<string, readonly string[]>>;
  /** "The first (one)", "the second"...: answers to a question between countries, in the order asked. */
  ordinals: ReadonlyArray<readonly string[]>;
}
