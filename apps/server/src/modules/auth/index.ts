// What other modules and the app may use of accounts.
export { bearerAuthenticator } from './authenticator';
export { authRoutes } from './routes';
export { AccountService } from './service';
