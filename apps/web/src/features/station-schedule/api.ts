// A station's weekly schedule, as anyone may read it. Its own feature, apart from the station list's
// calls, so the schedule's contract loads with the station details and the studio, not the first view.
import { scheduleEndpoints } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';

/** A schedule changes when its owner saves it; the details keep it for ten minutes. */
const SCHEDULE_STALE_MS = 10 * 60_000;

export const stationScheduleKey = (stationId: string) => ['stations', 'schedule', stationId];

/** The station's weekly schedule in its own zone (an empty one in UTC when it has none). */
export function useStationSchedule(stationId: string) {
  return useQuery({
    queryKey: stationScheduleKey(stationId),
    queryFn: async () => (await callEndpoint(scheduleEndpoints.get, { params: { id: stationId } })).data,
    staleTime: SCHEDULE_STALE_MS,
  });
}
