// Station queries for the web app, typed by the contract.
import { StationList, type StationQuery } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { requestJson, withQuery } from '../../lib/api';

export function useStations(query: StationQuery) {
  return useQuery({
    queryKey: ['stations', query],
    queryFn: async () => {
      const { data, headers } = await requestJson(withQuery('/api/stations', { ...query }), StationList);
      return { stations: data, total: Number(headers.get('x-total-count') ?? data.length) };
    },
  });
}
