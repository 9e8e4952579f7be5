// A station's schedule for listeners ("On now" and "Next" in its details) and the query the studio's
// editor reads and updates.
export { stationScheduleKey, useStationSchedule } from './api';
export { OnNowNext } from './OnNowNext';
