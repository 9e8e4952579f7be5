// The shape of what the assistant says when it acts, in one language: every sentence acting.ts can give.
import type { GenreId, RequestFilters, Station } from '@sauti/contract';

/** What a reply may say about a station: its name, its genre's name and its country's name. */
export interface StationWords {
  name: string;
  genre: string;
  country: string;
}

export interface ActingReplies {
  /** Locale for lists of station names. */
  locale: string;
  genreName(genre: GenreId): string;
  countryName(station: Station): string;
  /** Spec section 8 in English: the request matched no station. */
  noMatch: string;
  /** Spec section 8 in English: the server could not read the request at all. */
  requestFailed: string;
  /** Spec section 8 in English: acting on a spoken or a typed request failed. */
  actingFailed: Readonly<Record<'spoken' | 'typed', string>>;
  nothingPlaying: string;
  noOtherStation: string;
  /** Stations matched, but no recent check found any of them playing: none is tuned in to. */
  noKnownPlaying(asked: string): string;
  /** "Gospel stations in Twi from Ghana". */
  describeFilters(filters: RequestFilters): string;
  tuningIn(station: StationWords): string;
  /** Said before tuning in when the request was widened; ends with a space. */
  widened(asked: string, relaxed: string): string;
  /** Said before tuning in to the first of the trending stations; ends with a space. */
  trendingNow(names: string): string;
  pausing(name: string): string;
  notPlaying(name: string): string;
  stillStartingSayStop(name: string): string;
  stillStarting(name: string): string;
  nothingToResume: string;
  resuming(name: string): string;
  tryingAgain(name: string): string;
  alreadyPlaying(name: string): string;
  stopping(name: string): string;
  volumeAtHighest: string;
  volumeAtLowest: string;
  volume(percent: number): string;
  /** Added to the volume reply when setting it also brought the sound back. */
  soundBackOn: string;
  alreadyMuted: string;
  muted: string;
  unmuted: string;
  alreadyUnmuted: string;
  listeningTo(station: StationWords): string;
  /** The stream's current title, with the artist and song when the title splits into them. */
  nowPlayingSong(artist: string, song: string, station: string): string;
  nowPlayingTitle(title: string, station: string): string;
  /** The station is still connecting when asked what is playing. */
  startingUp(name: string): string;
  paused(name: string): string;
  couldNotPlay(name: string): string;
}
