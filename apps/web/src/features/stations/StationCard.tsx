// One station in a grid: logo, name, badges, genre, flag, a two-line blurb, listeners, language,
// tags, and Play / Share / More. Clicking anywhere else on the card opens its details.
import type { Station } from '@sauti/contract';
import { Headphones } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { ChatButton } from '../chat';
import { FavoriteButton } from '../favorites';
import { CountryFlag } from './CountryFlag';
import { NowPlayingBadge, PlayButton } from './PlayButton';
import { ShareButton } from './ShareButton';
import { useAudience } from './StationAudience';
import { StationHealthLine } from './StationHealthLine';
import { StationLogo } from './StationLogo';
import { StationMoreMenu } from './StationMoreMenu';
import { useStationWords } from './station-words';

const MAX_TAGS = 3;

export function StationBadges({ station }: { station: Station }) {
  const { t } = useTranslation();
  return (
    <>
      {station.is_premium && (
        <span className="rounded bg-amber-400/15 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-amber-300">
          {t('station.premium')}
        </span>
      )}
      {station.boosted && (
        <span className="rounded bg-fuchsia-400/15 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-fuchsia-300">
          {t('station.boosted')}
        </span>
      )}
    </>
  );
}

/** Its own component, so a live count re-renders this line and not the whole card. */
function AudienceLine({ station }: { station: Station }) {
  const audience = useAudience(station);
  if (!audience) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <Headphones aria-hidden="true" className="size-3.5" /> {audience}
    </span>
  );
}

export function StationCard({ station, onOpen }: { station: Station; onOpen: (station: Station) => void }) {
  const words = useStationWords();
  const tags = station.tags.slice(0, MAX_TAGS);
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-2xl border border-stone-800 bg-stone-900/70 p-4 transition-colors hover:border-stone-600 hover:bg-stone-900">
      <div className="flex items-start gap-3">
        <StationLogo station={station} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold leading-snug">
            <button
              type="button"
              dir="auto"
              onClick={() => onOpen(station)}
              className="line-clamp-2 text-start break-words after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-amber-300"
            >
              {station.name}
            </button>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-stone-300">
            <span className="rounded-full bg-stone-800 px-2 py-0.5">{words.genre(station)}</span>
            <span className="inline-flex items-center gap-1">
              <CountryFlag code={station.country} /> {station.country}
            </span>
            <StationBadges station={station} />
            <NowPlayingBadge station={station} />
          </div>
        </div>
      </div>
      <p dir="auto" className="line-clamp-2 min-h-10 text-sm text-stone-400">
        {words.blurb(station)}
      </p>
      <StationHealthLine station={station} className="text-xs text-stone-300" />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-400">
        <AudienceLine station={station} />
        {station.language && <span className="font-medium uppercase text-stone-300">{station.language}</span>}
        {tags.map((tag) => (
          <span key={tag} dir="auto" className="max-w-28 truncate rounded bg-stone-800/80 px-1.5 py-0.5">
            #{tag}
          </span>
        ))}
      </div>
      <div className="mt-auto flex items-center gap-1 pt-1">
        <PlayButton station={station} className="relative z-10 flex-1" />
        <FavoriteButton station={station} />
        <ChatButton station={station} />
        <ShareButton station={station} />
        <StationMoreMenu station={station} onViewDetails={() => onOpen(station)} />
      </div>
    </article>
  );
}

export function StationCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-[252px] flex-col gap-3 rounded-2xl border border-stone-800 bg-stone-900/40 p-4"
    >
      <div className="flex gap-3">
        <div className="size-14 animate-pulse rounded-xl bg-stone-800" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-4 w-3/4 animate-pulse rounded bg-stone-800" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-stone-800" />
        </div>
      </div>
      <div className="h-3 w-full animate-pulse rounded bg-stone-800" />
      <div className="h-3 w-2/3 animate-pulse rounded bg-stone-800" />
      <div className="mt-auto h-10 w-full animate-pulse rounded-full bg-stone-800" />
    </div>
  );
}
