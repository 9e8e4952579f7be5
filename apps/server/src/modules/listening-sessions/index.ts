// What other modules and app.ts may use of listening sessions.

export { listenerPlatform } from './listener-platform';
export { listeningRoutes } from './routes';
export { ListeningService, stationsPerListener } from './service';
