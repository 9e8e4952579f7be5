// "For you" on Home for a logged-in listener: stations like their favourites and what they played
// lately. Nothing shows for visitors, or before they have a favourite or a listen to go on.
import { useTranslation } from '../../i18n';
import { useAuth } from '../auth';
import { StationGrid, useStationsForYou } from '../stations';

export function ForYou() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const forYou = useStationsForYou(user?.id ?? null);
  if (!user || !forYou.data || forYou.data.length === 0) return null;
  return (
    <section aria-labelledby="for-you-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="for-you-heading" className="text-2xl font-bold">
          {t('home.forYou.heading')}
        </h2>
        <p className="text-stone-400">{t('home.forYou.intro')}</p>
      </div>
      <StationGrid stations={forYou.data} label={t('home.forYou.heading')} />
    </section>
  );
}
