export { AuthProvider, type AuthState, useAuth } from './AuthProvider';
export { useFormPath, useReturnPath } from './return-to';
