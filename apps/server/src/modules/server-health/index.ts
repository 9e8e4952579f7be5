// What the app and main.ts use of health: the routes, readiness, and the answer while starting.
export { serverHealthRoutes } from './routes';
export { type Dependencies, ReadinessService } from './service';
export { answerWhileStarting } from './starting';
