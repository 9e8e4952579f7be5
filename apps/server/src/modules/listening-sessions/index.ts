// What other modules and app.ts may use of listening sessions.
export { listeningRoutes } from './routes';
export { ListeningService, stationsPerListener } from './service';
