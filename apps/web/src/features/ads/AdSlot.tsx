// An ad slot (spec ad positions): asks the server for an ad for its place and the page's country and
// genre, holds the ad's room while asking (no layout shift), then shows the ad or collapses. An
// impression counts once per page view, when the ad has been at least half on screen for a second.
// Premium listeners and admins get no ads (the server decides; the slot does not even ask).
import type { AdPosition } from '@sauti/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../auth';
import { usePlayer } from '../player';
import { AdView } from './AdView';
import { type AdContext, fetchAd } from './api';

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

function Room({ room }: { room: string }) {
  return <div aria-hidden="true" className={`${room} w-full rounded-xl bg-stone-900/40`} />;
}

function FilledSlot({ position, context }: { position: AdPosition; context: AdContext }) {
  const { key: pageView } = useLocation();
  const ad = useQuery({
    queryKey: ['ads', 'slot', position, context.country ?? '', context.genre ?? '', pageView],
    queryFn: () => fetchAd(position, context),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const room = ROOM[position];
  if (ad.isPending) return <Room room={room} />;
  if (!ad.data || ad.data.ad_type === 'audio') return null;
  return (
    <>
      {/* A new page view shows the ad afresh, and may count it again. */}
      <AdView key={`${ad.data.id}:${pageView}`} ad={ad.data} room={room} />
    </>
  );
}

export function AdSlot({ position, country, genre }: { position: AdPosition } & AdContext) {
  const auth = useAuth();
  const { station } = usePlayer();
  if (auth.checking || auth.isPremium) return null;
  return <FilledSlot position={position} context={{ country: country || undefined, genre: genre || station?.genre }} />;
}
