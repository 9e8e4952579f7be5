// The stream gateway: resolved stream candidates, now-playing titles and live listener counts.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { StationIdParams } from './stations';

export const StreamParams = z.object({
  stationId: z.string().min(1).max(200),
});

/** One address a player may try, in the order given: the resolved address first, then the original. */
export const StreamCandidate = z.object({
  url: z.string(),
  /** 'MP3', 'AAC', 'AAC+', 'OGG', 'FLAC'... or null when the server does not say. */
  codec: z.string().nullable(),
  /** An HLS playlist (play with native HLS or hls.js), not a continuous stream. */
  hls: z.boolean(),
  content_type: z.string().nullable(),
});
export type StreamCandidate = z.infer<typeof StreamCandidate>;

export const StreamResolution = z.object({
  station_id: z.string(),
  /** The same-origin gateway address that plays this station: audio, or a rewritten HLS playlist. */
  relay_url: z.string(),
  candidates: z.array(StreamCandidate).min(1),
  resolved_at: z.string(),
});
export type StreamResolution = z.infer<typeof StreamResolution>;

/** What a station is playing, from its ICY StreamTitle; every field null while unknown. */
export const NowPlaying = z.object({
  title: z.string().nullable(),
  artist: z.string().nullable(),
  song: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type NowPlaying = z.infer<typeof NowPlaying>;

/** The data of a station's `listeners` live event. */
export const ListenerCount = z.object({
  count: z.number().int().nonnegative(),
});
export type ListenerCount = z.infer<typeof ListenerCount>;

/** Names of the live events the gateway publishes on GET /api/stations/{id}/events. */
export const STREAM_EVENTS = { nowPlaying: 'now_playing', listeners: 'listeners' } as const;

/** A signed gateway address of one of an HLS station's parts: the part's address (base64url) and its signature. */
export const HlsPartQuery = z.object({ u: z.string().min(1).max(8192), s: z.string().min(1).max(64) });

const GATEWAY_FAILURES = [404, 502, 504] as const;
/** A long-lived connection past a cap: the client holds too many (429), or the instance is full (503). */
const CONNECTION_CAPS = [429, 503] as const;

export const streamEndpoints = {
  resolve: defineEndpoint({
    method: 'GET',
    path: '/api/streams/:stationId/resolve',
    params: StreamParams,
    response: StreamResolution,
    errors: GATEWAY_FAILURES,
  }),
  /** The station's audio through the relay, or its HLS playlist rewritten through the gateway. */
  play: defineEndpoint({
    method: 'GET',
    path: '/api/streams/:stationId',
    params: StreamParams,
    errors: [...GATEWAY_FAILURES, ...CONNECTION_CAPS],
  }),
  /** A variant playlist, segment or key of an HLS station, at an address its rewritten playlist gave. */
  hlsPart: defineEndpoint({
    method: 'GET',
    path: '/api/streams/:stationId/hls',
    params: StreamParams,
    query: HlsPartQuery,
    errors: [403, ...GATEWAY_FAILURES],
  }),
  nowPlaying: defineEndpoint({
    method: 'GET',
    path: '/api/stations/:id/now-playing',
    params: StationIdParams,
    response: NowPlaying,
    errors: [404],
  }),
};

export const liveEndpoints = {
  /** Server-Sent Events: now_playing, listeners, chat_message and chat_reactions. */
  events: defineEndpoint({
    method: 'GET',
    path: '/api/stations/:id/events',
    params: StationIdParams,
    errors: [404, ...CONNECTION_CAPS],
  }),
};
