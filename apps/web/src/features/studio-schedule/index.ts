// The studio's schedule editor, for one station (`stationId`): the studio's Schedule tab mounts it.
// The audience panel is the lazily loaded page.ts.
export { ScheduleEditor } from './ScheduleEditor';
