// The account page: a face of its own, so it loads only when someone opens it.
export { AccountPage } from './AccountPage';
