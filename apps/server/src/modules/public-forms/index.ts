// What other modules and app.ts may use of the public forms' inbox.
export { publicFormRoutes } from './routes';
export { InboxService } from './service';
