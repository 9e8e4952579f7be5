// The studio's schedule editor and audience panel, each for one station (`stationId`): the studio's
// tabs mount them.
export { AudienceStats } from './AudienceStats';
export { ScheduleEditor } from './ScheduleEditor';
