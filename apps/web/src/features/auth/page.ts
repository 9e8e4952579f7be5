// The login and register screen, and the mailed links' screens (password reset, email confirmation):
// a face of their own, so they load only when someone opens one. The account page takes
// registration's choices from here too, keeping them out of the first view.
export { type AuthMode, AuthPage } from './AuthPage';
export { ConfirmEmailPage } from './ConfirmEmailPage';
export { PlaceAndLanguageFields } from './PlaceAndLanguageFields';
export { ResetPasswordPage } from './ResetPasswordPage';
export { useRegisterOptions } from './register-options';
