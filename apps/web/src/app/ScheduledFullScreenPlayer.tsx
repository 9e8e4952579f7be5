// The full-screen player with the station's schedule behind it, so its sleep timer can offer "End of
// current show" while a programme is on (loaded with the full-screen player, never in the first view).
import { currentProgrammeEnd } from '@sauti/contract';
import type { ComponentProps } from 'react';
import { FullScreenPlayer } from '../features/player/page';
import { useStationSchedule } from '../features/station-schedule';

export function ScheduledFullScreenPlayer(props: ComponentProps<typeof FullScreenPlayer>) {
  const schedule = useStationSchedule(props.station.id);
  const showEnd = schedule.data ? currentProgrammeEnd(schedule.data, new Date()) : null;
  return <FullScreenPlayer {...props} showEndsAt={showEnd?.toISOString() ?? null} />;
}
