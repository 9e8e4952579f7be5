// The footer's status light: a real GET /api/health, checked again every minute.
import { Health } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../lib/api';

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: async () => (await requestJson('/api/health', Health)).data,
    refetchInterval: 60_000,
    retry: 1,
  });
}
