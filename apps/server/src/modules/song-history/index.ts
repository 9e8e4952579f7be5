// What app.ts may use of the song history.
export { songHistoryRoutes } from './routes';
export { SongHistoryService } from './service';
