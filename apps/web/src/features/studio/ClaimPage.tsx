// /studio/claim/:stationId: claiming a station. The claimant gets a token and three ways to prove the
// station is theirs: a file on its website, a meta tag on its home page (both checked by our server),
// or evidence an admin judges. Verified, the station opens in the studio.
import type { StationClaim } from '@sauti/contract';
import { BadgeCheck, Code2, FileText, UserCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClass } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/PageHeader';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { useFormWords, usePageTitle, useTranslation } from '../../i18n';
import { useAuth, useFormPath } from '../auth';
import { useStation } from '../stations';
import { useClaimActions, useMyClaims } from './api';

function Way({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-stone-800 bg-stone-900 p-4">
      <h3 className="flex items-center gap-2 font-semibold">
        {icon} {title}
      </h3>
      {children}
    </li>
  );
}

function Code({ children, label }: { children: string; label: string }) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs text-stone-400">{label}</figcaption>
      <pre className="overflow-x-auto rounded-lg bg-stone-950 p-2 text-xs break-all whitespace-pre-wrap text-amber-200">
        <code>{children}</code>
      </pre>
    </figure>
  );
}

function ClaimWays({ claim: first }: { claim: StationClaim }) {
  const { t } = useTranslation();
  const words = useFormWords();
  const { verify, review } = useClaimActions();
  // Each check and review answers the claim as it now is.
  const [claim, setClaim] = useState(first);
  const [evidence, setEvidence] = useState(first.evidence ?? '');
  const failure = verify.error ?? review.error;
  const check = (method: 'file' | 'meta') => verify.mutate({ claimId: claim.id, method }, { onSuccess: setClaim });
  const sendEvidence = (event: FormEvent) => {
    event.preventDefault();
    review.mutate({ claimId: claim.id, evidence }, { onSuccess: setClaim });
  };
  if (claim.status === 'verified') {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-2xl bg-emerald-950/40 p-4">
        <p className="flex items-center gap-2 font-semibold text-emerald-200">
          <BadgeCheck aria-hidden="true" className="size-5" /> {t('claim.verified', { name: claim.station_name })}
        </p>
        <Link to={`/studio/${claim.station_id}`} className={buttonClass('primary')}>
          {t('claim.openStudio')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {claim.status === 'rejected' && (
        <p role="alert" className="rounded-xl bg-red-950/40 p-3 text-red-200">
          {t('claim.rejected', { reason: claim.rejection_reason ?? '' })}
        </p>
      )}
      <Code label={t('claim.tokenLabel')}>{claim.token}</Code>
      <ol className="flex flex-col gap-3">
        <Way icon={<FileText aria-hidden="true" className="size-5 text-amber-300" />} title={t('claim.way.file')}>
          {claim.instructions.file_url ? (
            <>
              <p className="text-sm text-stone-300">{t('claim.way.fileHow')}</p>
              <Code label={t('claim.way.fileAddress')}>{claim.instructions.file_url}</Code>
              <div>
                <Button variant="secondary" disabled={verify.isPending} onClick={() => check('file')}>
                  {t('claim.checkFile')}
                </Button>
              </div>
            </>
          ) : (
            <p className="text-sm text-stone-400">{t('claim.noWebsite')}</p>
          )}
        </Way>
        <Way icon={<Code2 aria-hidden="true" className="size-5 text-amber-300" />} title={t('claim.way.meta')}>
          {claim.website ? (
            <>
              <p className="text-sm text-stone-300">{t('claim.way.metaHow', { website: claim.website })}</p>
              <Code label={t('claim.way.metaTag')}>{claim.instructions.meta_tag}</Code>
              <div>
                <Button variant="secondary" disabled={verify.isPending} onClick={() => check('meta')}>
                  {t('claim.checkMeta')}
                </Button>
              </div>
            </>
          ) : (
            <p className="text-sm text-stone-400">{t('claim.noWebsite')}</p>
          )}
        </Way>
        <Way icon={<UserCheck aria-hidden="true" className="size-5 text-amber-300" />} title={t('claim.way.admin')}>
          <form onSubmit={sendEvidence} className="flex flex-col gap-2">
            <TextAreaField
              label={t('claim.evidence')}
              hint={t('claim.evidenceHint')}
              rows={3}
              maxLength={2000}
              value={evidence}
              onChange={(event) => setEvidence(event.target.value)}
            />
            <div>
              <Button type="submit" variant="secondary" disabled={review.isPending || evidence.trim() === ''}>
                {t('claim.askAdmin')}
              </Button>
            </div>
            {claim.review_requested_at && <p className="text-sm text-stone-300">{t('claim.reviewAsked')}</p>}
          </form>
        </Way>
      </ol>
      {verify.isPending && <p role="status">{t('claim.checking')}</p>}
      {claim.attempts.length > 0 && !verify.isPending && (
        <ul aria-label={t('claim.found')} role="status" className="flex flex-col gap-1 text-sm">
          {claim.attempts.map((attempt) => (
            <li key={attempt.method} className={attempt.ok ? 'text-emerald-300' : 'text-red-300'}>
              {t(attempt.method === 'file' ? 'claim.way.file' : 'claim.way.meta')}: {attempt.detail}
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-300">
          {words.failure(failure, { fallback: 'claim.failed' })}
        </p>
      )}
    </div>
  );
}

export function ClaimPage() {
  const { t } = useTranslation();
  const { stationId = '' } = useParams();
  const auth = useAuth();
  const loginPath = useFormPath('/login');
  const station = useStation(stationId);
  const claims = useMyClaims();
  const { create } = useClaimActions();
  const name = station.data?.name ?? '';
  usePageTitle(t('claim.title', { name }));
  const claim =
    create.data ??
    claims.data?.find((each) => each.station_id === station.data?.id && each.status !== 'rejected') ??
    null;
  const body = (() => {
    if (auth.checking || station.isPending) return <p className="text-stone-400">{t('studio.loading')}</p>;
    if (station.isError) return <ErrorState message={t('claim.noStation')} />;
    if (!auth.isAuthenticated) {
      return (
        <EmptyState title={t('claim.loginFirst')}>
          <Link to={loginPath} className={buttonClass('primary')}>
            {t('account.login')}
          </Link>
        </EmptyState>
      );
    }
    if (claims.isPending) return <p className="text-stone-400">{t('studio.loading')}</p>;
    if (claim) return <ClaimWays claim={claim} />;
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-stone-300">{t('claim.intro')}</p>
        <Button onClick={() => create.mutate(station.data.id)} disabled={create.isPending}>
          {t('claim.start')}
        </Button>
        {create.error && (
          <p role="alert" className="text-sm text-red-300">
            {create.error.message}
          </p>
        )}
      </div>
    );
  })();
  return (
    <>
      <PageHeader title={t('claim.title', { name })} intro={t('claim.lead')} />
      <div className="mx-auto max-w-3xl px-4 py-8">{body}</div>
    </>
  );
}
