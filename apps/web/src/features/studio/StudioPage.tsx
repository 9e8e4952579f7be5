// /studio: the stations the signed-in broadcaster owns and their claims under way; /studio/:stationId:
// one station's studio, for its owners (anyone else meets a refusal): our checks' verdict first, then
// the tabs. The Schedule and Statistics tabs take the panels the app hands in (`panels`).
import type { Station } from '@sauti/contract';
import { BadgeCheck, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { PageHeader } from '../../components/ui/PageHeader';
import { EmptyState, ErrorState } from '../../components/ui/States';
import { usePageTitle, useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useAuth, useFormPath } from '../auth';
import { EmbedSnippet, StationLogo } from '../stations';
import { useMyClaims, useMyStations, useStudioStation } from './api';
import { OwnerAlertPanel } from './OwnerAlertPanel';
import { OwnersPanel } from './OwnersPanel';
import { StationEditForm } from './StationEditForm';
import { StudioTabs } from './StudioTabs';

/** What the app puts in the Schedule and Statistics tabs for a station. */
export interface StudioPanels {
  schedule?: (station: Station) => ReactNode;
  statistics?: (station: Station) => ReactNode;
}

function Placeholder({ text }: { text: string }) {
  return <p className="text-stone-400">{text}</p>;
}

function MyStations() {
  const { t } = useTranslation();
  const stations = useMyStations();
  const claims = useMyClaims();
  if (stations.isPending || claims.isPending) return <p className="text-stone-400">{t('studio.loading')}</p>;
  if (stations.isError || claims.isError) {
    return <ErrorState message={t('studio.failed')} onRetry={() => void stations.refetch()} />;
  }
  const pending = claims.data.filter((claim) => claim.status === 'pending');
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="my-stations-heading">
        <h2 id="my-stations-heading" className="mb-3 text-lg font-semibold">
          {t('studio.myStations')}
        </h2>
        {stations.data.length === 0 ? (
          <EmptyState title={t('studio.noStations')}>{t('studio.noStationsHint')}</EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {stations.data.map((station) => (
              <li key={station.id}>
                <Link
                  to={`/studio/${station.id}`}
                  className="flex items-center gap-3 rounded-2xl border border-stone-800 bg-stone-900 p-4 hover:border-stone-600"
                >
                  <StationLogo station={station} size="md" />
                  <span className="flex min-w-0 flex-col">
                    <span dir="auto" className="truncate font-semibold">
                      {station.name}
                    </span>
                    {station.off_air && <span className="text-sm text-red-300">{t('studio.alert.offAir')}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {pending.length > 0 && (
        <section aria-labelledby="my-claims-heading">
          <h2 id="my-claims-heading" className="mb-3 text-lg font-semibold">
            {t('studio.myClaims')}
          </h2>
          <ul className="flex flex-col gap-2">
            {pending.map((claim) => (
              <li key={claim.id}>
                <Link to={`/studio/claim/${claim.station_id}`} className="text-amber-300 hover:underline">
                  {claim.station_name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function OneStation({ stationId, panels }: { stationId: string; panels: StudioPanels }) {
  const { t } = useTranslation();
  const studio = useStudioStation(stationId);
  usePageTitle(studio.data ? t('studio.stationTitle', { name: studio.data.station.name }) : t('studio.title'));
  if (studio.isPending) return <p className="text-stone-400">{t('studio.loading')}</p>;
  if (studio.isError) {
    const refused = studio.error instanceof ApiError && studio.error.status === 403;
    return refused ? (
      <EmptyState title={t('studio.notOwner')}>
        <Link to={`/studio/claim/${stationId}`} className={buttonClass('primary')}>
          {t('station.broadcaster.claim')}
        </Link>
      </EmptyState>
    ) : (
      <ErrorState message={t('studio.failed')} onRetry={() => void studio.refetch()} />
    );
  }
  const { station } = studio.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-3">
        <StationLogo station={station} size="md" />
        <div className="min-w-0">
          <h2 dir="auto" className="truncate text-2xl font-bold">
            {station.name}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-300">
            <span className="inline-flex items-center gap-1 text-sky-200">
              <BadgeCheck aria-hidden="true" className="size-4" /> {t('station.broadcaster.verified')}
            </span>
            <Link to={`/station/${station.slug}`} className="text-amber-300 hover:underline">
              {t('studio.publicPage')}
            </Link>
          </p>
        </div>
      </div>
      <OwnerAlertPanel studio={studio.data} />
      <StudioTabs
        panels={{
          details: (
            <div className="flex flex-col gap-10">
              <StationEditForm studio={studio.data} />
              <OwnersPanel studio={studio.data} />
            </div>
          ),
          schedule: panels.schedule?.(station) ?? <Placeholder text={t('studio.soon.schedule')} />,
          statistics: panels.statistics?.(station) ?? <Placeholder text={t('studio.soon.statistics')} />,
          embed: (
            <div>
              <p className="text-stone-300">{t('studio.embedHint')}</p>
              <EmbedSnippet station={station} />
            </div>
          ),
        }}
      />
    </div>
  );
}

export function StudioPage({ panels = {} }: { panels?: StudioPanels }) {
  const { t } = useTranslation();
  const { stationId } = useParams();
  const auth = useAuth();
  const loginPath = useFormPath('/login');
  usePageTitle(t('studio.title'));
  return (
    <>
      <PageHeader
        title={
          <span className="inline-flex items-center gap-2">
            <Radio aria-hidden="true" className="size-8 text-amber-300" /> {t('studio.title')}
          </span>
        }
        intro={t('studio.intro')}
        backTo={stationId ? '/studio' : undefined}
      />
      <div className="mx-auto max-w-5xl px-4 py-8">
        {auth.checking ? null : !auth.isAuthenticated ? (
          <EmptyState title={t('studio.loginFirst')}>
            <Link to={loginPath} className={buttonClass('primary')}>
              {t('account.login')}
            </Link>
          </EmptyState>
        ) : stationId ? (
          <OneStation key={stationId} stationId={stationId} panels={panels} />
        ) : (
          <MyStations />
        )}
      </div>
    </>
  );
}
