// The studio's schedule and audience calls: save a station's schedule, read its audience figures and
// download them as CSV. Reading the schedule is the station details' own hook.
import {
  type AudienceStatsQuery,
  audienceStatsEndpoints,
  type ScheduleInput,
  scheduleEndpoints,
} from '@sauti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, downloadFile, pathOf } from '../../lib/api';
import { stationScheduleKey } from '../station-schedule';

export function useSaveSchedule(stationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (schedule: ScheduleInput) =>
      (await callEndpoint(scheduleEndpoints.put, { params: { id: stationId }, body: schedule })).data,
    onSuccess: (saved) => queryClient.setQueryData(stationScheduleKey(stationId), saved),
  });
}

export function useAudienceStats(stationId: string, query: AudienceStatsQuery) {
  return useQuery({
    queryKey: ['studio', 'audience', stationId, query],
    queryFn: async () => (await callEndpoint(audienceStatsEndpoints.stats, { params: { id: stationId }, query })).data,
  });
}

export function downloadAudienceCsv(stationId: string, query: AudienceStatsQuery): Promise<void> {
  const path = pathOf(audienceStatsEndpoints.stats, { params: { id: stationId }, query: { ...query, format: 'csv' } });
  return downloadFile(path, 'text/csv', 'audience.csv');
}
