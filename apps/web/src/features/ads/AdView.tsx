// A served ad on the page: the banner, native card or HTML frame under its "Advertisement" label,
// counted once per page view when at least half of it has been on screen for a second.
import { adEndpoints, type ServedAd } from '@sauti/contract';
import { useRef } from 'react';
import { useTranslation } from '../../i18n';
import { pathOf } from '../../lib/api';
import { AdFrame } from './AdFrame';
import type { ShownAd } from './api';
import { countImpression } from './tracking';
import { useViewable } from './use-viewable';

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
    // The frame sends its clicks through our signed click link, like a banner's.
    const query = ad.click_url ? { click: ad.click_token } : {};
    return <AdFrame title={ad.title} src={pathOf(adEndpoints.frame, { params: { id: ad.id }, query })} room={room} />;
  }
  if (ad.ad_type === 'native' || ad.ad_type === 'sponsored') return <NativeAd ad={ad} />;
  return <Banner ad={ad} room={room} />;
}

export function AdView({ ad, room }: { ad: ShownAd; room: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLElement>(null);
  // The ad was fetched for one page view: the server counts it once for it.
  useViewable(box, `${ad.id}:${ad.pageViewId}`, () => countImpression(ad, 'impression'));
  return (
    <aside ref={box} aria-label={t('ads.advertisement')} data-ad-slot={ad.position} className="flex flex-col gap-1">
      <span className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{t('ads.advertisement')}</span>
      <AdBody ad={ad} room={room} />
    </aside>
  );
}
