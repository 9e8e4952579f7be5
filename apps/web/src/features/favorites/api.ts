// A logged-in user's favourites (spec section 4): the list in the order added, and a heart toggle
// that changes the list at once and puts it back if the server refuses.
import { favoriteEndpoints, type Station } from '@sauti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { useAuth } from '../auth';

/** Keyed by user, so a second account on the same browser never sees the first one's list. */
const favoritesKey = (userId: string | undefined) => ['favorites', userId];

export function useFavorites() {
  const { user } = useAuth();
  return useQuery({
    queryKey: favoritesKey(user?.id),
    enabled: user !== null,
    queryFn: async () => (await callEndpoint(favoriteEndpoints.list)).data,
  });
}

export function useFavoriteToggle(station: Station) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = favoritesKey(user?.id);
  const favorites = useFavorites();
  const isFavorite = favorites.data?.some((favorite) => favorite.id === station.id) ?? false;

  const toggle = useMutation({
    mutationFn: async (add: boolean) =>
      (
        await callEndpoint(add ? favoriteEndpoints.add : favoriteEndpoints.remove, {
          params: { stationId: station.id },
        })
      ).data,
    onMutate: async (add) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Station[]>(key);
      queryClient.setQueryData<Station[]>(key, (list = []) =>
        add
          ? [...list.filter((item) => item.id !== station.id), station]
          : list.filter((item) => item.id !== station.id),
      );
      return { before };
    },
    onError: (error, _add, context) => {
      // Spec section 8: a failed favourite is only logged; the heart goes back to what it was.
      console.warn('Favourite not saved', error);
      queryClient.setQueryData(key, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  return { isFavorite, pending: toggle.isPending, toggle: () => toggle.mutate(!isFavorite) };
}
