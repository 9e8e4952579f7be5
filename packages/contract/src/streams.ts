// The stream gateway: resolved stream candidates, now-playing titles and live listener counts.
import { z } from 'zod';

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
