export { AuthProvider, type AuthState, applyAccountLanguage, useAuth } from './AuthProvider';
export { useRegisterOptions } from './register-options';
export { useFormPath, useReturnPath } from './return-to';
