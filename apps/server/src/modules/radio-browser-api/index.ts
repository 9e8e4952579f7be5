// What the app may use of Sauti's Radio Browser API.
export { radioBrowserApiRoutes } from './routes';
export { RadioBrowserApi, type RadioBrowserApiSettings, REQUESTS_PER_MINUTE } from './service';
