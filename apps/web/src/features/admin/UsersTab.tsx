// The users tab: accounts found by username or email and filtered by role; an admin changes a role,
// suspends or unsuspends (the account is logged out everywhere at once), or deletes an account and its
// personal data, after confirming.
import { type AdminUser, Role } from '@sauti/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { type MessageKey, useTranslation } from '../../i18n';
import { useAuth } from '../auth';
import { useAdminUsers, useRemoveUser, useUpdateUser } from './api';
import { ListSkeleton, Notice, Pager, SearchField, Switch, selectClass, TabSection, useDateTime } from './ui';

const ROLE_WORDS: Record<Role, MessageKey> = {
  admin: 'admin.users.role.admin',
  moderator: 'admin.users.role.moderator',
  premium: 'admin.users.role.premium',
  user: 'admin.users.role.user',
};

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

function UserRow({ user, self, onOutcome }: { user: AdminUser; self: boolean; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const update = useUpdateUser();
  const remove = useRemoveUser();
  const [confirming, setConfirming] = useState(false);
  const failed = () => onOutcome({ tone: 'error', text: t('admin.actionFailed') });
  const saved = () => onOutcome({ tone: 'ok', text: t('admin.users.saved', { username: user.username }) });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-800 bg-stone-900 p-3 md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{user.username}</p>
        <p className="truncate text-sm text-stone-400">
          {user.email} · {dateTime(user.created_at)}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        {t('admin.users.roleLabel')}
        <select
          value={user.role}
          disabled={self || update.isPending}
          onChange={(event) =>
            update.mutate(
              { userId: user.id, body: { role: event.target.value as Role } },
              { onSuccess: saved, onError: failed },
            )
          }
          className={selectClass}
        >
          {Role.options.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_WORDS[role])}
            </option>
          ))}
        </select>
      </label>
      <Switch
        checked={user.suspended}
        disabled={self || update.isPending}
        label={t('admin.users.suspendedLabel', { username: user.username })}
        onChange={(suspended) => update.mutateAsync({ userId: user.id, body: { suspended } }).then(saved, failed)}
      >
        {t('admin.users.suspended')}
      </Switch>
      {!self &&
        (confirming ? (
          <span className="flex gap-2">
            <Button
              onClick={() =>
                remove.mutate(user.id, {
                  onSuccess: () =>
                    onOutcome({ tone: 'ok', text: t('admin.users.deleted', { username: user.username }) }),
                  onError: failed,
                })
              }
              disabled={remove.isPending}
            >
              {t('admin.users.confirmDelete', { username: user.username })}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('admin.cancel')}
            </Button>
          </span>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('admin.users.delete')}
          </Button>
        ))}
    </li>
  );
}

export default function UsersTab() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const users = useAdminUsers({ search: search.trim() || undefined, role: role || undefined, page });
  return (
    <TabSection title={t('admin.tab.users')}>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label={t('admin.users.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <label className="flex flex-col gap-1 text-sm">
          {t('admin.users.roleLabel')}
          <select
            value={role}
            onChange={(event) => {
              setRole(event.target.value as Role | '');
              setPage(1);
            }}
            className={selectClass}
          >
            <option value="">{t('admin.all')}</option>
            {Role.options.map((value) => (
              <option key={value} value={value}>
                {t(ROLE_WORDS[value])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {users.isPending ? (
        <ListSkeleton />
      ) : users.isError ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState title={t('admin.users.empty')} />
      ) : (
        <>
          <ul aria-label={t('admin.tab.users')} className="flex flex-col gap-2">
            {users.data.items.map((user) => (
              <UserRow key={user.id} user={user} self={user.id === auth.user?.id} onOutcome={setOutcome} />
            ))}
          </ul>
          <Pager page={users.data.page} pageSize={users.data.page_size} total={users.data.total} onPage={setPage} />
        </>
      )}
    </TabSection>
  );
}
