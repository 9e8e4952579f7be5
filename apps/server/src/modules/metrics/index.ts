// What the app uses of the metrics endpoint.
export { metricsRoutes } from './routes';
