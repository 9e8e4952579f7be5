// /studio and /studio/:stationId: the broadcaster's studio, with the schedule editor and the audience
// figures in its Schedule and Statistics tabs (the audience panel and its charts load when opened).
import { lazy, Suspense } from 'react';
import { StudioPage } from '../features/studio';
import { ScheduleEditor } from '../features/studio-schedule';
import { useTranslation } from '../i18n';

const AudienceStats = lazy(() =>
  import('../features/studio-schedule/page').then((module) => ({ default: module.AudienceStats })),
);

function AudienceLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-stone-400">
      {t('nav.loadingPage')}
    </p>
  );
}

export function StudioRoute() {
  return (
    <StudioPage
      panels={{
        schedule: (station) => <ScheduleEditor stationId={station.id} />,
        statistics: (station) => (
          <Suspense fallback={<AudienceLoading />}>
            <AudienceStats stationId={station.id} />
          </Suspense>
        ),
      }}
    />
  );
}
