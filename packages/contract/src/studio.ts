// Broadcasters (issue 29): claiming a station, its owners, the studio where owners keep it right, and
// the alerts our checks raise for them. Studio calls are for the station's owners (and admins).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Station, StationIdParams } from './stations';

/** 401: not logged in; 403: not an owner of this station; 404: no such station. */
export const OWNER_ERRORS = [401, 403, 404] as const;

// ---------------------------------------------------------------------------------------------
// Owners.

export const StationOwner = z.object({
  user_id: z.string(),
  username: z.string(),
  /** 'claim': proved it; 'invitation': an owner invited them. */
  via: z.enum(['claim', 'invitation']),
  since: z.string(),
});
export type StationOwner = z.infer<typeof StationOwner>;
export const StationOwnerList = z.array(StationOwner);

/** Whether a verified broadcaster owns the station: the public badge. */
export const StationBroadcaster = z.object({ verified: z.boolean() });
export type StationBroadcaster = z.infer<typeof StationBroadcaster>;

export const stationOwnerEndpoints = {
  /** The stations the logged-in user owns (any state: off the air ones too). */
  myStations: defineEndpoint({
    method: 'GET',
    path: '/api/studio/stations',
    response: z.array(Station),
    errors: [401],
  }),
  owners: defineEndpoint({
    method: 'GET',
    path: '/api/studio/stations/:id/owners',
    params: StationIdParams,
    response: StationOwnerList,
    errors: OWNER_ERRORS,
  }),
  /** Public: whether the station shows "Verified by its broadcaster". */
  broadcaster: defineEndpoint({
    method: 'GET',
    path: '/api/stations/:id/broadcaster',
    params: StationIdParams,
    response: StationBroadcaster,
    errors: [404],
  }),
};
