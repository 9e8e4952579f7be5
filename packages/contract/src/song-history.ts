// Song history: the titles a station's stream announced (its ICY StreamTitle), as the gateway's relay
// heard them, newest first. The same title twice in a row is one entry; a station keeps its last
// SONG_HISTORY_MAX titles of the last SONG_HISTORY_DAYS days.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { StationIdParams } from './stations';

export const SONG_HISTORY_DEFAULT = 20;
export const SONG_HISTORY_MAX = 200;
export const SONG_HISTORY_DAYS = 7;

export const PlayedSong = z.object({
  /** The stream's title as announced, often "Artist - Song". */
  title: z.string(),
  /** ISO time the relay first heard it. */
  played_at: z.string(),
});
export type PlayedSong = z.infer<typeof PlayedSong>;

export const SongHistory = z.array(PlayedSong);

export const SongHistoryQuery = z.object({
  /** How many, newest first; more than SONG_HISTORY_MAX answers SONG_HISTORY_MAX. */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(SONG_HISTORY_DEFAULT)
    .transform((value) => Math.min(value, SONG_HISTORY_MAX)),
});

export const songHistoryEndpoints = {
  /** By station id or slug; empty while nothing was heard. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/stations/:id/history',
    params: StationIdParams,
    query: SongHistoryQuery,
    response: SongHistory,
    errors: [400, 404],
  }),
};
