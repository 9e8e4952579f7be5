// What app.ts may use of stations' audience figures.
export { audienceStatsRoutes } from './routes';
export { AudienceStatsService } from './service';
