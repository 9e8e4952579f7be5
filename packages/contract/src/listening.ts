// Listening sessions: started when a logged-in user plays a station, ended when playback stops
// (spec sections 4 and 7); a heartbeat keeps a long session from being closed as abandoned.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { StationList } from './stations';

/** A client should send a heartbeat this often while playing; sessions quiet for longer are closed. */
export const LISTENING_HEARTBEAT_SECONDS = 60;
export const LISTENING_QUIET_AFTER_SECONDS = 5 * 60;

const SessionId = z.string().trim().min(1).max(100);

export const ListeningStartQuery = z.object({ station_id: z.string().trim().min(1).max(200) });

export const ListeningSession = z.object({
  session_id: z.string(),
  station_id: z.string(),
  start_time: z.string(),
});
export type ListeningSession = z.infer<typeof ListeningSession>;

export const ListeningEndRequest = z.object({
  session_id: SessionId,
  /** Whole seconds, as the spec says; fractions are rounded. The server caps it at the time elapsed. */
  duration: z
    .number()
    .nonnegative()
    .max(31 * 24 * 3600)
    .transform(Math.round),
});
export type ListeningEndRequest = z.input<typeof ListeningEndRequest>;

export const ListeningHeartbeatRequest = z.object({ session_id: SessionId });
export type ListeningHeartbeatRequest = z.input<typeof ListeningHeartbeatRequest>;

export const EndedListeningSession = ListeningSession.extend({
  end_time: z.string(),
  duration: z.number().int().nonnegative(),
});
export type EndedListeningSession = z.infer<typeof EndedListeningSession>;

export const RECENTLY_PLAYED_DEFAULT = 10;
export const RECENTLY_PLAYED_MAX = 30;

export const RecentlyPlayedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(RECENTLY_PLAYED_MAX).default(RECENTLY_PLAYED_DEFAULT),
});
export type RecentlyPlayedQuery = z.input<typeof RecentlyPlayedQuery>;

export const listeningEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/listening/start',
    query: ListeningStartQuery,
    status: 201,
    response: ListeningSession,
    errors: [400, 401, 404],
  }),
  heartbeat: defineEndpoint({
    method: 'POST',
    path: '/api/listening/heartbeat',
    body: ListeningHeartbeatRequest,
    status: 204,
    response: z.null(),
    errors: [400, 401, 404, 409],
  }),
  end: defineEndpoint({
    method: 'POST',
    path: '/api/listening/end',
    body: ListeningEndRequest,
    response: EndedListeningSession,
    errors: [400, 401, 404],
  }),
  recent: defineEndpoint({
    method: 'GET',
    path: '/api/listening/recent',
    query: RecentlyPlayedQuery,
    response: StationList,
    errors: [400, 401],
  }),
};
