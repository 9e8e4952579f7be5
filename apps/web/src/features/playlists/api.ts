// A listener's playlists (issue 30, point 4): their lists, one list by id (theirs, or anyone's public
// one), and the changes that refresh both. Files (export, and importing favourites) go through here too.
import {
  favoriteFileEndpoints,
  type ImportResult,
  ImportResult as ImportResultSchema,
  type Playlist,
  playlistEndpoints,
  type StationFileFormat,
} from '@sauti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint, pathOf, requestJson } from '../../lib/api';
import { downloadFile } from '../../lib/file-download';
import { useAuth } from '../auth';

/** Keyed by user, so a second account on the same browser never sees the first one's lists. */
const listsKey = (userId: string | undefined) => ['playlists', userId];
const listKey = (id: string, userId: string | undefined) => ['playlist', id, userId];

export function useMyPlaylists() {
  const { user } = useAuth();
  return useQuery({
    queryKey: listsKey(user?.id),
    enabled: user !== null,
    queryFn: async () => (await callEndpoint(playlistEndpoints.list)).data,
  });
}

export function usePlaylist(id: string) {
  const { user, checking } = useAuth();
  return useQuery({
    queryKey: listKey(id, user?.id),
    // Wait for who the visitor is: the owner sees a private list, others meet 404.
    enabled: !checking,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    queryFn: async () => (await callEndpoint(playlistEndpoints.get, { params: { id } })).data,
  });
}

/** Every change answers the list as it now is: it replaces the cached one, and the overview refreshes. */
export function usePlaylistChanges() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const settled = (playlist: Playlist) => {
    queryClient.setQueryData(listKey(playlist.id, user?.id), playlist);
    return queryClient.invalidateQueries({ queryKey: listsKey(user?.id) });
  };
  const create = useMutation({
    mutationFn: async (input: { name: string; station_ids?: string[] }) =>
      (await callEndpoint(playlistEndpoints.create, { body: input })).data,
    onSuccess: settled,
  });
  const update = useMutation({
    mutationFn: async ({ id, ...body }: { id: string; name?: string; public?: boolean }) =>
      (await callEndpoint(playlistEndpoints.update, { params: { id }, body })).data,
    onSuccess: settled,
  });
  const putStation = useMutation({
    mutationFn: async ({ id, stationId, position }: { id: string; stationId: string; position?: number }) =>
      (
        await callEndpoint(playlistEndpoints.putStation, {
          params: { id, stationId },
          body: position === undefined ? {} : { position },
        })
      ).data,
    onSuccess: settled,
  });
  const removeStation = useMutation({
    mutationFn: async ({ id, stationId }: { id: string; stationId: string }) =>
      (await callEndpoint(playlistEndpoints.removeStation, { params: { id, stationId } })).data,
    onSuccess: settled,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await callEndpoint(playlistEndpoints.remove, { params: { id } });
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: listKey(id, user?.id) });
      return queryClient.invalidateQueries({ queryKey: listsKey(user?.id) });
    },
  });
  return { create, update, putStation, removeStation, remove };
}

export const downloadPlaylist = (id: string, format: StationFileFormat) =>
  downloadFile(pathOf(playlistEndpoints.export, { params: { id }, query: { format } }), `playlist.${format}`);

export const downloadFavorites = (format: StationFileFormat) =>
  downloadFile(pathOf(favoriteFileEndpoints.export, { query: { format } }), `favourites.${format}`);

/** Sends another player's file; the favourites refresh with what matched. */
export function useFavoritesImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<ImportResult> => {
      const form = new FormData();
      form.append('file', file);
      const path = pathOf(favoriteFileEndpoints.import);
      return (await requestJson(path, ImportResultSchema, { method: 'POST', body: form })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  });
}
