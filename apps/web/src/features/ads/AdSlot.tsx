// An ad slot (spec ad positions): asks the server for an ad for its place and the page's country and
// genre, holds the ad's room while asking (no layout shift), then shows the ad or collapses. An
// impression counts once per page view, when the ad has been at least half on screen for a second.
// Premium listeners and admins get no ads (the server decides; the slot does not even ask).
import type { AdPosition, ServedAd } from '@sauti/contract';
import { adEndpoints } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { pathOf } from '../../lib/api';
import { useAuth } from '../auth';
import { usePlayer } from '../player';
import { AdFrame } from './AdFrame';
import { newAdId } from './ad-session';
import { type AdContext, countImpression, fetchAd } from './api';
import { useViewable } from './use-viewable';

/** Each place's room, the same while loading and once filled. */
const ROOM: Record<AdPosition, string> = {
  header: 'h-24 sm:h-28',
  footer: 'h-24 sm:h-28',
  discover_top: 'h-24 sm:h-28',
  between_stations: 'h-24 sm:h-28',
  hero_section: 'h-32 sm:h-40',
  sidebar: 'h-64',
  audio_break: 'h-0',
};

function Banner({ ad, room }: { ad: ServedAd; room: string }) {
  const { t } = useTranslation();
  const image = ad.image_url ? (
    <img src={ad.image_url} alt={ad.title} className="size-full object-contain" decoding="async" />
  ) : (
    <span className="text-lg font-semibold">{ad.title}</span>
  );
  const box = `flex ${room} w-full items-center justify-center overflow-hidden rounded-xl bg-stone-900`;
  if (!ad.click_url) return <div className={box}>{image}</div>;
  return (
    // Our redirect counts the click, then opens the advertiser's page in a new tab.
    <a
      href={ad.click_url}
      target="_blank"
      rel="noopener sponsored"
      aria-label={t('ads.openAd', { title: ad.title })}
      className={`${box} focus-visible:outline-2 focus-visible:outline-amber-300`}
    >
      {image}
    </a>
  );
}

function NativeAd({ ad }: { ad: ServedAd }) {
  const { t } = useTranslation();
  const body = (
    <>
      {ad.image_url && <img src={ad.image_url} alt="" className="size-16 shrink-0 rounded-lg object-cover" />}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold">{ad.title}</span>
        {ad.description && <span className="line-clamp-2 text-sm text-stone-400">{ad.description}</span>}
        <span className="text-xs text-amber-300">{t('ads.sponsoredBy', { advertiser: ad.advertiser })}</span>
      </span>
    </>
  );
  const box = 'flex h-24 w-full items-center gap-3 rounded-2xl border border-stone-800 bg-stone-900 p-3 sm:h-28';
  if (!ad.click_url) return <div className={box}>{body}</div>;
  return (
    <a href={ad.click_url} target="_blank" rel="noopener sponsored" className={`${box} hover:border-stone-600`}>
      {body}
    </a>
  );
}

function AdBody({ ad, room }: { ad: ServedAd; room: string }) {
  if (ad.content_html) {
    return <AdFrame title={ad.title} src={pathOf(adEndpoints.frame, { params: { id: ad.id } })} room={room} />;
  }
  if (ad.ad_type === 'native' || ad.ad_type === 'sponsored') return <NativeAd ad={ad} />;
  return <Banner ad={ad} room={room} />;
}

function FilledSlot({ position, context }: { position: AdPosition; context: AdContext }) {
  const { t } = useTranslation();
  const { key: pageView } = useLocation();
  const ad = useQuery({
    queryKey: ['ads', 'slot', position, context.country ?? '', context.genre ?? '', pageView],
    queryFn: () => fetchAd(position, context),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const served = ad.data ?? null;
  // One page view id per ad shown on this page: the server counts the ad once for it.
  const pageViewId = useMemo(() => (served ? newAdId() : null), [served]);
  const box = useRef<HTMLElement>(null);
  useViewable(box, served && pageViewId ? `${served.id}:${pageViewId}` : null, () => {
    if (served && pageViewId) countImpression(served, pageViewId, 'impression');
  });
  const room = ROOM[position];

  if (ad.isPending) return <div aria-hidden="true" className={`${room} w-full rounded-xl bg-stone-900/40`} />;
  if (!served || served.ad_type === 'audio') return null;
  return (
    <aside ref={box} aria-label={t('ads.advertisement')} data-ad-slot={position} className="flex flex-col gap-1">
      <span className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{t('ads.advertisement')}</span>
      <AdBody ad={served} room={room} />
    </aside>
  );
}

export function AdSlot({ position, country, genre }: { position: AdPosition } & AdContext) {
  const auth = useAuth();
  const { station } = usePlayer();
  if (auth.checking || auth.isPremium) return null;
  return <FilledSlot position={position} context={{ country: country || undefined, genre: genre || station?.genre }} />;
}
