// Catalogue queries for the web app, typed by the contract: stations, one station, and the lists
// the filters, tiles and counts are built from.
import { catalogueEndpoints, type StationQuery, songHistoryEndpoints, stationEndpoints } from '@sauti/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';

/** The catalogue's lists change rarely; keep them for the visit. */
const LISTS_STALE_MS = 10 * 60_000;

async function fetchStations(query: StationQuery) {
  const { data, headers } = await callEndpoint(stationEndpoints.list, { query });
  return { stations: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export function useStations(query: StationQuery) {
  return useQuery({ queryKey: ['stations', query], queryFn: () => fetchStations(query) });
}

/** Discover's list: pages of `pageSize`, the next one fetched on request. */
export function useStationPages(query: Omit<StationQuery, 'limit' | 'offset'>, pageSize: number) {
  return useInfiniteQuery({
    queryKey: ['stations', 'pages', query, pageSize],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchStations({ ...query, limit: pageSize, offset: pageParam }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.stations.length, 0);
      return loaded < last.total && last.stations.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export const stationQueryKey = (idOrSlug: string) => ['station', idOrSlug];

export function useStation(idOrSlug: string) {
  return useQuery({
    queryKey: stationQueryKey(idOrSlug),
    queryFn: async () => (await callEndpoint(stationEndpoints.one, { params: { id: idOrSlug } })).data,
    retry: (failures, error) => !('status' in error && error.status === 404) && failures < 2,
  });
}

export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: async () => (await callEndpoint(catalogueEndpoints.countries)).data,
    staleTime: LISTS_STALE_MS,
  });
}

export function useGenres() {
  return useQuery({
    queryKey: ['genres'],
    queryFn: async () => (await callEndpoint(catalogueEndpoints.genres)).data,
    staleTime: LISTS_STALE_MS,
  });
}

export function useLanguages() {
  return useQuery({
    queryKey: ['languages'],
    queryFn: async () => (await callEndpoint(catalogueEndpoints.languages)).data,
    staleTime: LISTS_STALE_MS,
  });
}

/** The catalogue's own figures: every count Home, the footer and About show. */
export function useCatalogueStats() {
  return useQuery({
    queryKey: ['catalogue', 'stats'],
    queryFn: async () => (await callEndpoint(catalogueEndpoints.stats)).data,
    staleTime: LISTS_STALE_MS,
  });
}

/** The day's featured stations: the server picks the same eight for everyone until midnight UTC. */
export function useFeaturedStations() {
  return useQuery({
    queryKey: ['stations', 'featured'],
    queryFn: async () => (await callEndpoint(stationEndpoints.featured)).data,
    staleTime: LISTS_STALE_MS,
  });
}

/** "Listeners also like": stations like this one, best first. */
export function useSimilarStations(stationId: string) {
  return useQuery({
    queryKey: ['stations', 'similar', stationId],
    queryFn: async () => (await callEndpoint(stationEndpoints.similar, { params: { id: stationId }, query: {} })).data,
    staleTime: LISTS_STALE_MS,
  });
}

/** "For you": only asked for a logged-in listener (`enabled`), whose favourites and history seed it. */
export function useStationsForYou(userId: string | null) {
  return useQuery({
    queryKey: ['stations', 'for-you', userId],
    enabled: userId !== null,
    queryFn: async () => (await callEndpoint(stationEndpoints.forYou, { query: {} })).data,
  });
}

/** How often an open station's song history is asked for again: about a song's length. */
const SONG_HISTORY_REFRESH_MS = 60_000;

/** The station's latest announced titles, newest first (the server's default 20). */
export function useSongHistory(stationId: string) {
  return useQuery({
    queryKey: ['stations', 'history', stationId],
    queryFn: async () => (await callEndpoint(songHistoryEndpoints.list, { params: { id: stationId }, query: {} })).data,
    refetchInterval: SONG_HISTORY_REFRESH_MS,
  });
}
