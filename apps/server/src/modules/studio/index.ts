// What app.ts may use of the studio, where a station's owners keep it right.
export { studioRoutes } from './routes';
export { StudioService } from './service';
