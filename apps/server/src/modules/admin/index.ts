// What other modules and the app may use of the admin area. recordAdminAction is how any module's
// admin call writes the audit log.
export { type AdminAction, changedValues, completeAdminAction, recordAdminAction } from './audit/audit-log';
export { adminRoutes } from './routes';
export { type AdminDependencies, type AdminServices, adminServices } from './services';
export { forgetDeletedAccount } from './users/forget-account';
