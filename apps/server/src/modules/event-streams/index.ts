// What app.ts may use of the stations' live event streams (Server-Sent Events).
export { eventStreamRoutes, eventStreamSlots } from './routes';
