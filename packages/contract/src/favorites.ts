// Favourites: a logged-in user's stations, in the order they were added (spec sections 4 and 7).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { StationList, StationParams } from './stations';

/** What adding or removing a favourite answers; both are idempotent. */
export const FavoriteStatus = z.object({
  station_id: z.string(),
  is_favorite: z.boolean(),
});
export type FavoriteStatus = z.infer<typeof FavoriteStatus>;

export const favoriteEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/favorites', response: StationList, errors: [401] }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/favorites/:stationId',
    params: StationParams,
    response: FavoriteStatus,
    errors: [401, 404],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/favorites/:stationId',
    params: StationParams,
    response: FavoriteStatus,
    errors: [401, 404],
  }),
};
