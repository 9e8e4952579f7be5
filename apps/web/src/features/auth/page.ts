// The login and register screen: a face of its own, so it loads only when someone opens it. The
// account page takes registration's choices from here too, keeping them out of the first view.
export { type AuthMode, AuthPage } from './AuthPage';
export { useRegisterOptions } from './register-options';
