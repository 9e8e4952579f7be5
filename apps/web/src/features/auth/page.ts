// The login and register screen: a face of its own, so it loads only when someone opens it.
export { type AuthMode, AuthPage } from './AuthPage';
