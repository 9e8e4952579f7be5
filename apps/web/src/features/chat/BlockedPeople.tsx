// The people the listener blocked in chat, each with a way to undo it (shown on the profile page).
import { Button } from '../../components/ui/Button';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useTranslation } from '../../i18n';
import { useBlockActions, useBlocks } from './moderation-api';

export function BlockedPeople() {
  const { t } = useTranslation();
  const blocks = useBlocks();
  const { unblock } = useBlockActions();
  return (
    <section aria-labelledby="blocked-people" className="flex flex-col gap-3">
      <div>
        <h2 id="blocked-people" className="text-xl font-bold">
          {t('profile.blocked')}
        </h2>
        <p className="text-sm text-stone-400">{t('profile.blockedIntro')}</p>
      </div>
      {blocks.isError && <ErrorState message={t('chat.removeFailed')} onRetry={() => blocks.refetch()} />}
      {blocks.data?.length === 0 && <EmptyState title={t('profile.noneBlocked')} />}
      {blocks.data && blocks.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {blocks.data.map((blocked) => (
            <li key={blocked.user_id} className="flex items-center gap-3 rounded-xl bg-stone-900 px-3 py-2">
              <span className="flex-1 font-semibold text-amber-200">{blocked.username}</span>
              <Button variant="secondary" disabled={unblock.isPending} onClick={() => unblock.mutate(blocked.user_id)}>
                {t('profile.unblock', { username: blocked.username })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
