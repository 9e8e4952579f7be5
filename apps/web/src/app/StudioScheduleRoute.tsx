// /studio/stations/:id/schedule: a station's schedule editor and audience figures on one page, until
// the studio's own tabs take them in. Owners only (the server refuses anyone else's save and figures);
// a visitor who is not logged in is asked to log in first.
import { useParams } from 'react-router-dom';
import { PageHeader } from '../components/ui/PageHeader';
import { useStation } from '../features/stations';
import { AudienceStats, ScheduleEditor } from '../features/studio-schedule';
import { usePageTitle, useTranslation } from '../i18n';
import { SignedInOnly } from './SignedInOnly';

export function StudioScheduleRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const station = useStation(id);
  const title = t('studio.schedule.pageTitle', { name: station.data?.name ?? '…' });
  usePageTitle(station.data ? title : null);
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-8">
        <SignedInOnly prompt={t('studio.schedule.loginFirst')}>
          <ScheduleEditor stationId={id} />
          <AudienceStats stationId={id} />
        </SignedInOnly>
      </div>
    </>
  );
}
