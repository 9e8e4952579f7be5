// The audit log: how any module records an operator's action (who, what, on what, the values before
// and after), and how the admin area reads it. Below the admin area, so modules the admin area itself
// uses (stream checks, ads) can write to it without an import cycle.
export {
  type AdminAction,
  auditEntry,
  auditPage,
  changedValues,
  completeAdminAction,
  DELETED_USER,
  forgetAccountInAudit,
  recordAdminAction,
} from './audit-log';
