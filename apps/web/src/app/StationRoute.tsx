// /station/{slug}: the shareable address of a station. Home stays behind its details; closing them
// lands on Home. An unknown slug is a real not-found page.
import { useNavigate, useParams } from 'react-router-dom';
import { HomePage } from '../features/home';
import { StationDetailModal, useStation } from '../features/stations';
import { usePageTitle, useTranslation } from '../i18n';
import { LazyNotFoundPage } from './lazy-pages';

export function StationRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const station = useStation(slug);
  usePageTitle(station.data?.name ?? null);
  if (station.isError) return <LazyNotFoundPage title={t('notFound.station')} />;
  return (
    <>
      <HomePage />
      {station.data && <StationDetailModal station={station.data} onClose={() => navigate('/', { replace: true })} />}
    </>
  );
}
