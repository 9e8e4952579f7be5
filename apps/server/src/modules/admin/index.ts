// What other modules and the app may use of the admin area (the audit log is its own module, audit-log).
export { adminRoutes } from './routes';
export { type AdminDependencies, type AdminServices, adminServices } from './services';
export { forgetDeletedAccount } from './users/forget-account';
