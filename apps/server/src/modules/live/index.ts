// What app.ts may use of the stations' live event streams.
export { eventStreamSlots, liveRoutes } from './routes';
