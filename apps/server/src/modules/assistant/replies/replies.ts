// The shape of the assistant's replies in one language: every sentence the interpreter can say.
import type { ClarifyOption, GenreId, PlayerControl, RequestFilters } from '@sauti/contract';

export interface Replies {
  /** "Playing gospel from Ghana.", or a station for no filters at all. */
  playing(filters: RequestFilters): string;
  /** "Here is what's trending for gospel." */
  trending(filters: RequestFilters): string;
  /** A place or genre was named without asking for radio: say what the assistant can do with it. */
  onlyRadio(filters: RequestFilters): string;
  checkingNowPlaying: string;
  controls: Readonly<Record<PlayerControl, string>>;
  /** Nothing was typed or said. */
  blank: string;
  notUnderstood: string;
  /** A request for a country listeners cannot see now (an admin hid it): the spec's no-match answer. */
  noMatch: string;
  /** The country's name on the button of a question ('DR Congo (Kinshasa)'). */
  countryLabel(code: string): string;
  /** "Do you mean DR Congo (Kinshasa) or the Republic of the Congo (Brazzaville)?" */
  whichCountry(options: readonly ClarifyOption[]): string;
}

/** How one language says each filter after the word for radio: " gospel", " en akan", " du Ghana". */
interface FilterWords {
  genre(genre: GenreId): string;
  language(code: string): string;
  country(code: string): string;
}

/** The filters said in order (genre, language, country), each after a space; empty for none. */
export function qualifiersIn(words: FilterWords): (filters: RequestFilters) => string {
  return (filters) =>
    [
      filters.genre && words.genre(filters.genre),
      filters.language && words.language(filters.language),
      filters.country && words.country(filters.country),
    ]
      .filter(Boolean)
      .map((said) => ` ${said}`)
      .join('');
}
