export { type AuthMode, AuthPage } from './AuthPage';
export { AuthProvider, type AuthState, useAuth } from './AuthProvider';
