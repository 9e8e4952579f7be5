export { AuthProvider, type AuthState, useAuth } from './AuthProvider';
