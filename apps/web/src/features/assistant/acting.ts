// What the assistant does with an interpretation: which stations to ask for, which one to play, what
// to tell the player, and a reply in the listener's language that states only what is true. Pure apart
// from the station search it is handed, so the rules are tested without a browser.
import {
  type AssistantInterpretation,
  type AssistantLanguage,
  type ClarifyQuestion,
  type PlayerControl,
  pickTrust,
  type RequestFilters,
  type Station,
  type StationQuery,
} from '@sauti/contract';
import type { PlayerControls } from '../player';
import type { ActingReplies } from './replies/acting-replies';
import { ACTING_REPLIES } from './replies/by-language';
import { ENGLISH_ACTING } from './replies/en';

/** Spec section 9: five stations with one played at random; the top three for trending. */
export const STATION_LIMIT = 5;
export const TRENDING_LIMIT = 3;
const VOLUME_STEP = 0.1;

export const NO_MATCH_REPLY = ENGLISH_ACTING.noMatch;

export type PlayerSnapshot = Pick<PlayerControls, 'status' | 'station' | 'volume' | 'muted' | 'nowPlaying'>;

export type PlayerCommand =
  | { type: 'play'; station: Station }
  | { type: 'toggle' }
  | { type: 'stop' }
  | { type: 'volume'; volume: number }
  | { type: 'mute' }
  | { type: 'unmute' };

export interface Outcome {
  reply: string;
  command?: PlayerCommand;
  /** The stations a later 'next' picks from; when absent, the previous ones stay. */
  queue?: Station[];
  /** A question the listener's next request may answer: sent back with it as its context. */
  question?: ClarifyQuestion;
}

export interface ActingContext {
  /** The language of the replies; English when absent. */
  language?: AssistantLanguage;
  player: PlayerSnapshot;
  queue: readonly Station[];
  findStations(query: StationQuery): Promise<Station[]>;
  /** A number in [0, 1), as Math.random gives. */
  random(): number;
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

/**
 * One station at random among those our checks found playing lately, else among those Radio
 * Browser's recent check did (pickTrust); none when no station qualifies: the assistant never tunes
 * in to one that failed its last check or that nobody checked lately.
 */
export function chooseStation(
  stations: readonly Station[],
  random: () => number,
  now: number = Date.now(),
): Station | undefined {
  const ours = stations.filter((station) => pickTrust(station, now) === 'sauti');
  const theirs = stations.filter((station) => pickTrust(station, now) === 'radio-browser');
  const pool = ours.length > 0 ? ours : theirs;
  return pool[Math.floor(random() * pool.length)];
}

function describeStation(station: Station, replies: ActingReplies) {
  return { name: station.name, genre: replies.genreName(station.genre), country: replies.countryName(station) };
}

function repliesFor(context: Pick<ActingContext, 'language'>): ActingReplies {
  return ACTING_REPLIES[context.language ?? 'en'];
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

const knownToPlay = (stations: readonly Station[]) => chooseStation(stations, () => 0) !== undefined;

/**
 * Asks with the request's filters, then once more without the least important one when nothing
 * matched, or nothing that a recent check found playing.
 */
async function findRelaxingOnce(
  filters: RequestFilters,
  extra: Pick<StationQuery, 'sort' | 'limit'>,
  context: ActingContext,
): Promise<Found | null> {
  const exact = await context.findStations(queryFor(filters, extra));
  if (knownToPlay(exact)) return { stations: exact, widened: '' };
  const relaxed = relaxedFilters(filters);
  const wider = relaxed ? await context.findStations(queryFor(relaxed, extra)) : [];
  const replies = repliesFor(context);
  const widened = relaxed ? replies.widened(replies.describeFilters(filters), replies.describeFilters(relaxed)) : '';
  if (knownToPlay(wider)) return { stations: wider, widened };
  // Matches, though none a recent check found playing: what was asked is what the reply names.
  if (exact.length > 0) return { stations: exact, widened: '' };
  return wider.length > 0 ? { stations: wider, widened } : null;
}

/** What to say when stations matched but none is known to play. */
function noneKnownToPlay(filters: RequestFilters, context: ActingContext): Outcome {
  const replies = repliesFor(context);
  return { reply: replies.noKnownPlaying(replies.describeFilters(filters)) };
}

function tuneIn(station: Station, candidates: readonly Station[], replies: ActingReplies, prefix = ''): Outcome {
  return {
    reply: `${prefix}${replies.tuningIn(describeStation(station, replies))}`,
    command: { type: 'play', station },
    queue: candidates.filter((candidate) => candidate.id !== station.id),
  };
}

async function playRequested(filters: RequestFilters, context: ActingContext): Promise<Outcome> {
  // Stations we know play first, so five results hold the verified one when it exists.
  const found = await findRelaxingOnce(filters, { sort: 'health', limit: STATION_LIMIT }, context);
  if (!found) return { reply: repliesFor(context).noMatch };
  const station = chooseStation(found.stations, context.random);
  if (!station) return noneKnownToPlay(filters, context);
  return tuneIn(station, found.stations, repliesFor(context), found.widened);
}

async function playTrending(filters: RequestFilters, context: ActingContext): Promise<Outcome> {
  const found = await findRelaxingOnce(filters, { sort: 'trending', limit: TRENDING_LIMIT }, context);
  const replies = repliesFor(context);
  if (!found) return { reply: replies.noMatch };
  const playable = found.stations.filter((station) => chooseStation([station], () => 0));
  const [first] = playable;
  if (!first) return noneKnownToPlay(filters, context);
  const names = new Intl.ListFormat(replies.locale, { type: 'conjunction' }).format(
    playable.map((station) => station.name),
  );
  return tuneIn(first, playable, replies, `${found.widened}${replies.trendingNow(names)}`);
}

/**
 * When the station a reply tuned in to fails to start: say so, and play the next best of the same
 * results, so the listener never hears "Tuning in to…" and then silence.
 */
export function afterFailedPick(
  failed: Station,
  context: Pick<ActingContext, 'language' | 'queue' | 'random'>,
): Outcome {
  const replies = repliesFor(context);
  const others = context.queue.filter((station) => station.id !== failed.id);
  const admitted = replies.couldNotPlay(failed.name);
  const next = chooseStation(others, context.random);
  if (!next) return { reply: `${admitted} ${replies.noOtherStation}`, queue: [] };
  return tuneIn(next, others, replies, `${admitted} `);
}

/** Another station: one not yet played from the last results, else one more from the current station's country. */
async function playNext(context: ActingContext): Promise<Outcome> {
  const current = context.player.station;
  const notCurrent = (station: Station) => station.id !== current?.id;
  const queued = context.queue.filter(notCurrent);
  const replies = repliesFor(context);
  const fromQueue = chooseStation(queued, context.random);
  if (fromQueue) return tuneIn(fromQueue, queued, replies);
  // One more than usual, since the current station may be among them.
  const nearby = await context.findStations({ country: current?.country, sort: 'health', limit: STATION_LIMIT + 1 });
  const fresh = nearby.filter(notCurrent);
  const station = chooseStation(fresh, context.random);
  if (!station) return { reply: replies.noOtherStation };
  return tuneIn(station, fresh, replies);
}

function pause({ station, status }: PlayerSnapshot, replies: ActingReplies): Outcome {
  if (!station) return { reply: replies.nothingPlaying };
  if (status === 'playing') return { reply: replies.pausing(station.name), command: { type: 'toggle' } };
  if (status === 'loading') return { reply: replies.stillStartingSayStop(station.name) };
  return { reply: replies.notPlaying(station.name) };
}

function resume({ station, status }: PlayerSnapshot, replies: ActingReplies): Outcome {
  if (!station) return { reply: replies.nothingToResume };
  if (status === 'paused') return { reply: replies.resuming(station.name), command: { type: 'toggle' } };
  // After a stream error the element holds a failed source; starting the station again is what helps.
  if (status === 'error') return { reply: replies.tryingAgain(station.name), command: { type: 'play', station } };
  if (status === 'loading') return { reply: replies.stillStarting(station.name) };
  return { reply: replies.alreadyPlaying(station.name) };
}

function stop({ station }: PlayerSnapshot, replies: ActingReplies): Outcome {
  if (!station) return { reply: replies.nothingPlaying };
  return { reply: replies.stopping(station.name), command: { type: 'stop' } };
}

export function steppedVolume(volume: number, direction: 1 | -1): number {
  return Math.min(1, Math.max(0, Math.round((volume + direction * VOLUME_STEP) * 10) / 10));
}

function changeVolume({ volume, muted }: PlayerSnapshot, direction: 1 | -1, replies: ActingReplies): Outcome {
  const next = steppedVolume(volume, direction);
  if (next === volume && !muted) {
    return { reply: direction === 1 ? replies.volumeAtHighest : replies.volumeAtLowest };
  }
  // Setting the volume also unmutes (the player's rule), so the reply says so when it happens.
  const unmuted = muted ? replies.soundBackOn : '';
  return { reply: `${replies.volume(Math.round(next * 100))}${unmuted}`, command: { type: 'volume', volume: next } };
}

function mute({ muted }: PlayerSnapshot, replies: ActingReplies): Outcome {
  if (muted) return { reply: replies.alreadyMuted };
  return { reply: replies.muted, command: { type: 'mute' } };
}

function unmute({ muted }: PlayerSnapshot, replies: ActingReplies): Outcome {
  if (!muted) return { reply: replies.alreadyUnmuted };
  return { reply: replies.unmuted, command: { type: 'unmute' } };
}

function controlPlayer(control: PlayerControl, context: ActingContext): Outcome | Promise<Outcome> {
  const replies = repliesFor(context);
  switch (control) {
    case 'pause':
      return pause(context.player, replies);
    case 'resume':
      return resume(context.player, replies);
    case 'stop':
      return stop(context.player, replies);
    case 'volume_up':
      return changeVolume(context.player, 1, replies);
    case 'volume_down':
      return changeVolume(context.player, -1, replies);
    case 'mute':
      return mute(context.player, replies);
    case 'unmute':
      return unmute(context.player, replies);
    case 'next':
      return playNext(context);
  }
}

/** The station's current ICY title, as "artist – song" when the gateway could split it. */
function currentTitle({ nowPlaying, station }: PlayerSnapshot, replies: ActingReplies): string | undefined {
  if (!station || !nowPlaying) return undefined;
  if (nowPlaying.artist && nowPlaying.song)
    return replies.nowPlayingSong(nowPlaying.artist, nowPlaying.song, station.name);
  return nowPlaying.title ? replies.nowPlayingTitle(nowPlaying.title, station.name) : undefined;
}

/** The one place that answers "what's playing": the stream's current title when it has one, else the station. */
export function nowPlayingReply(player: PlayerSnapshot, replies: ActingReplies = ENGLISH_ACTING): string {
  const { station, status } = player;
  if (!station) return replies.nothingPlaying;
  switch (status) {
    case 'playing':
      return currentTitle(player, replies) ?? replies.listeningTo(describeStation(station, replies));
    case 'loading':
      return replies.startingUp(station.name);
    case 'paused':
      return replies.paused(station.name);
    case 'error':
      return replies.couldNotPlay(station.name);
    case 'idle':
      return replies.nothingPlaying;
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
      return { reply: nowPlayingReply(context.player, repliesFor(context)) };
    case 'clarify':
      return { reply: interpretation.reply, question: interpretation.question };
    case 'unknown':
      return { reply: interpretation.reply };
  }
}
