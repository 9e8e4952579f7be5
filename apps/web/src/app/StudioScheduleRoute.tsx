// /studio/stations/:id/schedule: a station's schedule editor and audience figures on one page, until
// the studio's own tabs take them in. Owners only (the server refuses anyone else's save and figures);
// a visitor who is not logged in is asked to log in first.
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../components/ui/Button';
import { PageHeader } from '../components/ui/PageHeader';
import { EmptyState } from '../components/ui/States';
import { useAuth, useFormPath } from '../features/auth';
import { useStation } from '../features/stations';
import { AudienceStats, ScheduleEditor } from '../features/studio-schedule';
import { usePageTitle, useTranslation } from '../i18n';

export function StudioScheduleRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const auth = useAuth();
  const loginPath = useFormPath('/login');
  const station = useStation(id);
  const title = t('studio.title', { name: station.data?.name ?? '…' });
  usePageTitle(station.data ? title : null);
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-8">
        {auth.checking ? null : auth.isAuthenticated ? (
          <>
            <ScheduleEditor stationId={id} />
            <AudienceStats stationId={id} />
          </>
        ) : (
          <EmptyState title={t('studio.loginFirst')}>
            <Link to={loginPath} className={buttonClass('primary')}>
              {t('account.login')}
            </Link>
          </EmptyState>
        )}
      </div>
    </>
  );
}
