// What else forgets an account once it is deleted, whoever deleted it (an admin, or its owner on the
// account page): its address leaves the newsletter, and the audit log keeps no name for it.
import type { Db } from '../../../platform/db';
import { forgetAccountInAudit } from '../../audit-log';
import { unsubscribeAddress } from './repo';

export async function forgetDeletedAccount(db: Db, account: { id: string; email: string }): Promise<void> {
  await unsubscribeAddress(db, account.email);
  await forgetAccountInAudit(db, account.id);
}
