// Favourites: a logged-in user's stations, in the order they were added (spec sections 4 and 7).
import { z } from 'zod';

/** What adding or removing a favourite answers; both are idempotent. */
export const FavoriteStatus = z.object({
  station_id: z.string(),
  is_favorite: z.boolean(),
});
export type FavoriteStatus = z.infer<typeof FavoriteStatus>;
