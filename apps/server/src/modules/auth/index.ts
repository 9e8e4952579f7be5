// What other modules and the app may use of accounts.
export { bearerAuthenticator } from './authenticator';
export { authRoutes } from './routes';
export { AccountService, EMAIL_TAKEN, LAST_USED_GRANULARITY_MS, USERNAME_TAKEN } from './service';
