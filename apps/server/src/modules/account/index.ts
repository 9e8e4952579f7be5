// What app.ts may use of the account page's API.
export { ownAccountRoutes } from './routes';
export { OwnAccountService } from './service';
