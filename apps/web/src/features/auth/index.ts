export { AuthProvider, type AuthState, applyAccountLanguage, useAuth } from './AuthProvider';
export { useFormPath, useReturnPath } from './return-to';
