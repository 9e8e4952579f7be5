// "For you" on Home for a logged-in listener: stations like their favourites and what they played
// lately, only ones a recent check found playing. Nothing shows for visitors, or before they have a
// favourite or a listen to go on; a listener with favourites whose row has none that qualifies is told so.
import { useTranslation } from '../../i18n';
import { useAuth } from '../auth';
import { useFavorites } from '../favorites';
import { StationGrid, useStationsForYou } from '../stations';

export function ForYou() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const forYou = useStationsForYou(user?.id ?? null);
  const favourites = useFavorites();
  if (!user || !forYou.data) return null;
  const noneQualifies = forYou.data.length === 0;
  if (noneQualifies && !favourites.data?.length) return null;
  return (
    <section aria-labelledby="for-you-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="for-you-heading" className="text-2xl font-bold">
          {t('home.forYou.heading')}
        </h2>
        <p className="text-stone-400">{t('home.forYou.intro')}</p>
      </div>
      {noneQualifies ? (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-stone-700 px-6 py-8 text-center text-stone-300"
        >
          {t('home.forYou.none')}
        </p>
      ) : (
        <StationGrid stations={forYou.data} label={t('home.forYou.heading')} />
      )}
    </section>
  );
}
