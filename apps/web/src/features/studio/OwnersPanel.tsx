// A station's owners, and inviting a co-owner by username or email address.
import type { StudioStation } from '@sauti/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { useFormWords, useTranslation } from '../../i18n';
import { useAuth } from '../auth';
import { useStudioChanges } from './api';

export function OwnersPanel({ studio }: { studio: StudioStation }) {
  const { t } = useTranslation();
  const words = useFormWords();
  const { user } = useAuth();
  const { invite, removeOwner } = useStudioChanges(studio.station.id);
  const [who, setWho] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(who, { onSuccess: () => setWho('') });
  };
  return (
    <section aria-labelledby="owners-heading" className="flex flex-col gap-3">
      <h2 id="owners-heading" className="text-lg font-semibold">
        {t('studio.owners.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {studio.owners.map((owner) => (
          <li key={owner.user_id} className="flex flex-wrap items-center gap-2 rounded-xl bg-stone-900 px-3 py-2">
            <span dir="auto" className="font-semibold">
              {owner.username}
            </span>
            <span className="text-sm text-stone-400">
              {t(owner.via === 'claim' ? 'studio.owners.viaClaim' : 'studio.owners.viaInvitation')}
            </span>
            {studio.owners.length > 1 && owner.user_id !== user?.id && (
              <Button
                variant="ghost"
                className="ms-auto"
                disabled={removeOwner.isPending}
                onClick={() => removeOwner.mutate(owner.user_id)}
              >
                {t('studio.owners.remove', { username: owner.username })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={send} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={t('studio.owners.invite')}
            hint={t('studio.owners.inviteHint')}
            value={who}
            maxLength={254}
            onChange={(event) => setWho(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={invite.isPending || who.trim() === ''}>
          {t('studio.owners.inviteButton')}
        </Button>
      </form>
      {invite.isError && (
        <p role="alert" className="text-sm text-red-300">
          {words.failure(invite.error, { fallback: 'studio.failed' })}
        </p>
      )}
      {invite.isSuccess && <p role="status">{t('studio.owners.invited')}</p>}
    </section>
  );
}
