// Accounts for admins: the list and search, role and suspension, and deletion that removes the
// person's data at once (the privacy policy promises within 30 days) while anonymous listening
// totals stay. Every change is written to the audit log, without the person's email address.
import type { AdminUser, AdminUserFilters, AdminUserPage, AdminUserUpdate } from '@sauti/contract';
import type { Db } from '../../../platform/db';
import type { AuthenticatedUser } from '../../../platform/http/access';
import { changedValues, recordAdminAction } from '../../audit-log';
import type { AccountService } from '../../auth';
import { forgetDeletedAccount } from './forget-account';

const AUDITED_FIELDS = ['role', 'suspended'] as const;

export class AdminUserService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
  ) {}

  list(filters: AdminUserFilters): Promise<AdminUserPage> {
    return this.accounts.list(filters);
  }

  async update(admin: AuthenticatedUser, userId: string, update: AdminUserUpdate): Promise<AdminUser> {
    const before = await this.accounts.findForAdmin(userId);
    const after = await this.accounts.updateByAdmin(admin.id, userId, update);
    const changed = changedValues(before, after, AUDITED_FIELDS);
    if (Object.keys(changed.after).length > 0) {
      await recordAdminAction(this.db, admin, {
        action: 'user.update',
        target: { kind: 'user', id: after.id, label: after.username },
        ...changed,
      });
    }
    return after;
  }

  /**
   * The account row goes with its tokens, favourites, chat messages and reactions; its listening
   * sessions stay without it; its address leaves the newsletter; the audit log forgets its name.
   */
  async remove(admin: AuthenticatedUser, userId: string): Promise<void> {
    const deleted = await this.accounts.deleteByAdmin(admin.id, userId);
    await forgetDeletedAccount(this.db, deleted);
    await recordAdminAction(this.db, admin, {
      action: 'user.delete',
      target: { kind: 'user', id: userId, label: null },
      before: { role: deleted.role, suspended: deleted.suspended, created_at: deleted.created_at },
    });
  }
}
