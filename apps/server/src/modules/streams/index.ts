// What other modules and the app may use of the stream gateway.
export { streamRoutes } from './routes';
export { StreamGateway } from './service';
