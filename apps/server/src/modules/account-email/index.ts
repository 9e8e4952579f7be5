// What the app may use of the mailed links (password reset, email confirmation).
export { accountEmailRoutes } from './routes';
export { AccountEmail } from './service';
