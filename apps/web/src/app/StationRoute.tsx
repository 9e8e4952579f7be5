// /station/{slug}: the shareable address of a station. Opened from a card, its details show over the
// page the card was on and Back closes them; opened directly, Home stays behind them and closing them
// lands on Home. `?chat=open` opens the station's chat too. An unknown slug is a real not-found page.
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { asksForChat } from '../features/chat';
import { HomePage } from '../features/home';
import { StationDetailModal, useStation } from '../features/stations';
import { usePageTitle, useTranslation } from '../i18n';
import { pageBehind } from '../lib/over-page';
import { LazyNotFoundPage } from './lazy-pages';

export function StationRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const overPage = pageBehind(useLocation()) !== null;
  const navigate = useNavigate();
  const station = useStation(slug);
  usePageTitle(station.data?.name ?? null);
  if (station.isError) return <LazyNotFoundPage title={t('notFound.station')} />;
  const details = station.data && (
    <StationDetailModal
      key={station.data.id}
      station={station.data}
      chatOpen={asksForChat(search)}
      onClose={() => (overPage ? navigate(-1) : navigate('/', { replace: true }))}
    />
  );
  if (overPage) return details;
  return (
    <>
      <HomePage />
      {details}
    </>
  );
}
