// The footer's status light: a real GET /api/health, checked again every minute.
import { healthEndpoints } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api';

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: async () => (await callEndpoint(healthEndpoints.health)).data,
    refetchInterval: 60_000,
    retry: 1,
  });
}
