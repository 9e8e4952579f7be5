// What the assistant does with an interpretation: which stations to ask for, which one to play, what
// to tell the player, and a reply that states only what is true. Pure apart from the station search
// it is handed, so the rules are tested without a browser.
import {
  type AssistantInterpretation,
  GENRE_NAMES,
  type GenreId,
  type PlayerControl,
  type Station,
  type StationQuery,
} from '@sauti/contract';
import type { PlayerControls } from '../player';

/** Spec section 9: five stations with one played at random; the top three for trending. */
export const STATION_LIMIT = 5;
export const TRENDING_LIMIT = 3;
const VOLUME_STEP = 0.1;

export const NO_MATCH_REPLY =
  "I couldn't find any stations matching your request. Try asking for music from Nigeria, Ghana, Kenya, or specific genres like Gospel, Jazz, or Afrobeats.";
const NOTHING_PLAYING = 'Nothing is playing right now.';
const ASK_FOR_A_STATION = "Ask me for a station first, for example 'gospel from Ghana'.";

export type PlayerSnapshot = Pick<PlayerControls, 'status' | 'station' | 'volume' | 'muted'>;

export type PlayerCommand =
  | { type: 'play'; station: Station }
  | { type: 'toggle' }
  | { type: 'stop' }
  | { type: 'volume'; volume: number }
  | { type: 'mute' };

export interface Outcome {
  reply: string;
  command?: PlayerCommand;
  /** The stations a later 'next' picks from; when absent, the previous ones stay. */
  queue?: Station[];
}

export interface ActingContext {
  player: PlayerSnapshot;
  queue: readonly Station[];
  findStations(query: StationQuery): Promise<Station[]>;
  /** A number in [0, 1), as Math.random gives. */
  random(): number;
}

export interface RequestFilters {
  country: string | null;
  genre: GenreId | null;
  language: string | null;
}

/**
 * Which filter goes first when nothing matches. Language goes first because it is the sparsest tag in
 * the catalogue (many stations name none), so it is the likeliest to be the one that emptied the list;
 * genre next; country last, because a listener who names a country asks above all for home.
 */
export const RELAX_ORDER = ['language', 'genre', 'country'] as const;

/** The request with its least important filter dropped, or null when that would leave no filter at all. */
export function relaxedFilters(filters: RequestFilters): RequestFilters | null {
  const present = RELAX_ORDER.filter((key) => filters[key] !== null);
  const [leastImportant] = present;
  // Dropping the only filter would play just anything, which nobody asked for.
  if (leastImportant === undefined || present.length < 2) return null;
  return { ...filters, [leastImportant]: null };
}

const HEALTHY = new Set<Station['health']>(['excellent', 'good']);

/** One station at random, among the healthy ones when there are any. */
export function chooseStation(stations: readonly Station[], random: () => number): Station | undefined {
  const healthy = stations.filter((station) => HEALTHY.has(station.health));
  const pool = healthy.length > 0 ? healthy : stations;
  return pool[Math.floor(random() * pool.length)];
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** "Gospel stations in Twi from Ghana", "stations from Kenya". */
export function describeFilters(filters: RequestFilters): string {
  const subject = filters.genre ? `${GENRE_NAMES[filters.genre]} stations` : 'stations';
  const language = filters.language ? ` in ${languageNames.of(filters.language) ?? filters.language}` : '';
  const country = filters.country ? ` from ${regionNames.of(filters.country) ?? filters.country}` : '';
  return `${subject}${language}${country}`;
}

function describeStation(station: Station): string {
  return `${station.name} (${GENRE_NAMES[station.genre]}, ${station.country_name})`;
}

function filtersOf(interpretation: AssistantInterpretation): RequestFilters {
  return { country: interpretation.country, genre: interpretation.genre, language: interpretation.language };
}

function queryFor(filters: RequestFilters, extra: Pick<StationQuery, 'sort' | 'limit'>): StationQuery {
  return {
    country: filters.country ?? undefined,
    genre: filters.genre ?? undefined,
    language: filters.language ?? undefined,
    ...extra,
  };
}

interface Found {
  stations: Station[];
  /** The sentence that says the search was widened, or '' when the request matched as asked. */
  widened: string;
}

/** Asks with the request's filters, then once more without the least important one. */
async function findRelaxingOnce(
  filters: RequestFilters,
  extra: Pick<StationQuery, 'sort' | 'limit'>,
  context: ActingContext,
): Promise<Found | null> {
  const exact = await context.findStations(queryFor(filters, extra));
  if (exact.length > 0) return { stations: exact, widened: '' };
  const relaxed = relaxedFilters(filters);
  if (!relaxed) return null;
  const wider = await context.findStations(queryFor(relaxed, extra));
  if (wider.length === 0) return null;
  return {
    stations: wider,
    widened: `I couldn't find ${describeFilters(filters)}, so I looked for ${describeFilters(relaxed)} instead. `,
  };
}

function tuneIn(station: Station, candidates: readonly Station[], prefix = ''): Outcome {
  return {
    reply: `${prefix}Tuning in to ${describeStation(station)}.`,
    command: { type: 'play', station },
    queue: candidates.filter((candidate) => candidate.id !== station.id),
  };
}

async function playRequested(filters: RequestFilters, context: ActingContext): Promise<Outcome> {
  const found = await findRelaxingOnce(filters, { limit: STATION_LIMIT }, context);
  const station = found && chooseStation(found.stations, context.random);
  if (!found || !station) return { reply: NO_MATCH_REPLY };
  return tuneIn(station, found.stations, found.widened);
}

async function playTrending(filters: RequestFilters, context: ActingContext): Promise<Outcome> {
  const found = await findRelaxingOnce(filters, { sort: 'trending', limit: TRENDING_LIMIT }, context);
  const [first] = found?.stations ?? [];
  if (!found || !first) return { reply: NO_MATCH_REPLY };
  const names = listFormat.format(found.stations.map((station) => station.name));
  return tuneIn(first, found.stations, `${found.widened}Trending now: ${names}. `);
}

/** Another station: one not yet played from the last results, else one more from the current station's country. */
async function playNext(context: ActingContext): Promise<Outcome> {
  const current = context.player.station;
  const notCurrent = (station: Station) => station.id !== current?.id;
  const queued = context.queue.filter(notCurrent);
  const fromQueue = chooseStation(queued, context.random);
  if (fromQueue) return tuneIn(fromQueue, queued);
  // One more than usual, since the current station may be among them.
  const nearby = await context.findStations({ country: current?.country, limit: STATION_LIMIT + 1 });
  const fresh = nearby.filter(notCurrent);
  const station = chooseStation(fresh, context.random);
  if (!station) return { reply: "I couldn't find another station to play." };
  return tuneIn(station, fresh);
}

function pause({ station, status }: PlayerSnapshot): Outcome {
  if (!station) return { reply: NOTHING_PLAYING };
  if (status === 'playing') return { reply: `Pausing ${station.name}.`, command: { type: 'toggle' } };
  if (status === 'loading') return { reply: `${station.name} is still starting. Say 'stop' to cancel it.` };
  return { reply: `${station.name} is not playing.` };
}

function resume({ station, status }: PlayerSnapshot): Outcome {
  if (!station) return { reply: `There is nothing to resume. ${ASK_FOR_A_STATION}` };
  if (status === 'paused') return { reply: `Resuming ${station.name}.`, command: { type: 'toggle' } };
  // After a stream error the element holds a failed source; starting the station again is what helps.
  if (status === 'error') return { reply: `Trying ${station.name} again.`, command: { type: 'play', station } };
  if (status === 'loading') return { reply: `${station.name} is still starting.` };
  return { reply: `${station.name} is already playing.` };
}

function stop({ station }: PlayerSnapshot): Outcome {
  if (!station) return { reply: NOTHING_PLAYING };
  return { reply: `Stopping ${station.name}.`, command: { type: 'stop' } };
}

export function steppedVolume(volume: number, direction: 1 | -1): number {
  return Math.min(1, Math.max(0, Math.round((volume + direction * VOLUME_STEP) * 10) / 10));
}

function changeVolume({ volume, muted }: PlayerSnapshot, direction: 1 | -1): Outcome {
  const next = steppedVolume(volume, direction);
  if (next === volume && !muted) {
    return { reply: `The volume is already at its ${direction === 1 ? 'highest' : 'lowest'}.` };
  }
  // Setting the volume also unmutes (the player's rule), so the reply says so when it happens.
  const unmuted = muted ? ' Sound is back on.' : '';
  return { reply: `Volume ${Math.round(next * 100)}%.${unmuted}`, command: { type: 'volume', volume: next } };
}

function mute({ muted }: PlayerSnapshot): Outcome {
  if (muted) return { reply: 'The sound is already muted.' };
  return { reply: "Muted. Say 'volume up' to bring the sound back.", command: { type: 'mute' } };
}

function controlPlayer(control: PlayerControl, context: ActingContext): Outcome | Promise<Outcome> {
  switch (control) {
    case 'pause':
      return pause(context.player);
    case 'resume':
      return resume(context.player);
    case 'stop':
      return stop(context.player);
    case 'volume_up':
      return changeVolume(context.player, 1);
    case 'volume_down':
      return changeVolume(context.player, -1);
    case 'mute':
      return mute(context.player);
    case 'next':
      return playNext(context);
  }
}

/** The one place that answers "what's playing"; the stream's current title belongs here once the gateway reports it. */
export function nowPlayingReply({ station, status }: PlayerSnapshot): string {
  if (!station) return NOTHING_PLAYING;
  switch (status) {
    case 'playing':
      return `You're listening to ${describeStation(station)}.`;
    case 'loading':
      return `Tuning in to ${station.name}.`;
    case 'paused':
      return `${station.name} is paused.`;
    case 'error':
      return `${station.name} could not be played.`;
    case 'idle':
      return NOTHING_PLAYING;
  }
}

export async function actOn(interpretation: AssistantInterpretation, context: ActingContext): Promise<Outcome> {
  switch (interpretation.kind) {
    case 'station':
      return playRequested(filtersOf(interpretation), context);
    case 'trending':
      return playTrending(filtersOf(interpretation), context);
    case 'control':
      return interpretation.control ? controlPlayer(interpretation.control, context) : { reply: interpretation.reply };
    case 'now_playing':
      return { reply: nowPlayingReply(context.player) };
    case 'unknown':
      return { reply: interpretation.reply };
  }
}
