// What app.ts may use of stations' schedules.
export { scheduleRoutes } from './routes';
export { ScheduleService } from './service';
