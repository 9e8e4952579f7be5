// What app.ts may use of station logos: the service that fetches and keeps them, and its route.
export { NotAnImage } from './logo-image';
export { stationLogoRoutes } from './routes';
export { DEFAULT_LOGO_SETTINGS, type LogoSettings, StationLogos } from './service';
