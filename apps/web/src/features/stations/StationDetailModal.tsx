// A station's details in a dialog (spec: station detail modal): playback with volume, stream health,
// the catalogue's real technical facts, where to find the station, and sharing.
import * as Dialog from '@radix-ui/react-dialog';
import type { Station } from '@sauti/contract';
import { ExternalLink, Mic, Sparkles, Volume2, X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useNames, useTranslation } from '../../i18n';
import { ChatButton } from '../chat';
import { FavoriteButton } from '../favorites';
import { usePlayer } from '../player';
import { OnNowNext } from '../station-schedule';
import { useLanguages, useSimilarStations } from './api';
import { BroadcasterBadge, BroadcasterLine } from './BroadcasterLine';
import { CountryFlag } from './CountryFlag';
import { EmbedSnippet } from './EmbedSnippet';
import { NowPlayingBadge, PlayButton } from './PlayButton';
import { SongHistory } from './SongHistory';
import { useAudience } from './StationAudience';
import { StationBadges } from './StationCard';
import { OffAirNotice, StationHealthLine } from './StationHealthLine';
import { StationLogo } from './StationLogo';
import { StationSharing } from './StationSharing';
import { useStationWords } from './station-words';
import { type Vibe, VisualizerBars } from './VisualizerBars';

function useLanguageNames(station: Station): string {
  const { t, locale } = useTranslation();
  const names = useNames();
  const languages = useLanguages();
  if (station.languages.length === 0) return t('station.multipleLanguages');
  const english = new Map(languages.data?.map((language) => [language.code, language.name]));
  const list = station.languages.map((code) => names.language(code, english.get(code) ?? code.toUpperCase()));
  return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(list);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-stone-800/50 px-3 py-2">
      <dt className="text-xs uppercase tracking-wide text-stone-400">{label}</dt>
      <dd className="break-words text-sm font-medium text-stone-100">{children}</dd>
    </div>
  );
}

function VolumeControl() {
  const { t, locale } = useTranslation();
  const player = usePlayer();
  const percentText = new Intl.NumberFormat(locale, { style: 'percent' }).format(Math.round(player.volume * 100) / 100);
  return (
    <label className="flex items-center gap-3 text-sm text-stone-300">
      <Volume2 aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t('station.volume')}</span>
      <input
        type="range"
        min={0}
        max={1}
        step={0.1}
        value={player.volume}
        onChange={(event) => player.setVolume(Number(event.target.value))}
        aria-valuetext={percentText}
        className="w-full accent-amber-400"
      />
      <span className="w-12 text-end tabular-nums">{percentText}</span>
    </label>
  );
}

const VIBES: Vibe[] = ['chill', 'hype', 'deep'];

function VisualizerSettings({
  visualizer,
  onVisualizer,
  vibe,
  onVibe,
}: {
  visualizer: boolean;
  onVisualizer: (on: boolean) => void;
  vibe: Vibe;
  onVibe: (vibe: Vibe) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="visualizer-heading" className="rounded-xl border border-stone-800 p-3">
      <h3 id="visualizer-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-amber-300" /> {t('station.visualizer')}
      </h3>
      <p className="mt-1 text-xs text-stone-400">{t('station.visualizerNote')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={visualizer}
          onClick={() => onVisualizer(!visualizer)}
          className="inline-flex items-center gap-2 rounded-full border border-stone-700 px-3 py-1.5 text-sm"
        >
          {visualizer ? t('station.analyzerOn') : t('station.analyzerOff')}
        </button>
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">{t('station.vibe')}</legend>
          {VIBES.map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-full px-3 py-1.5 text-sm capitalize has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-300 ${
                vibe === option ? 'bg-amber-400 font-semibold text-stone-950' : 'bg-stone-800 text-stone-200'
              }`}
            >
              <input
                type="radio"
                name="vibe"
                value={option}
                checked={vibe === option}
                onChange={() => onVibe(option)}
                className="sr-only"
              />
              {t(`station.vibe.${option}`)}
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  );
}

/** "Listeners also like": choosing one shows it in this same dialog. */
function SimilarStations({ station, onShow }: { station: Station; onShow: (station: Station) => void }) {
  const { t } = useTranslation();
  const words = useStationWords();
  const similar = useSimilarStations(station.id);
  return (
    <section aria-labelledby="similar-heading" className="mt-5">
      <h3 id="similar-heading" className="text-sm font-semibold text-stone-200">
        {t('station.similar.heading')}
      </h3>
      {similar.isPending && (
        <div role="status" aria-label={t('station.similar.loading')} className="mt-2 grid gap-2 sm:grid-cols-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
      {similar.isError && <p className="mt-2 text-sm text-stone-400">{t('station.similar.failed')}</p>}
      {similar.data?.length === 0 && <p className="mt-2 text-sm text-stone-400">{t('station.similar.none')}</p>}
      {similar.data && similar.data.length > 0 && (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {similar.data.map((other) => (
            <li key={other.id}>
              <button
                type="button"
                onClick={() => onShow(other)}
                className="flex w-full items-center gap-3 rounded-xl bg-stone-900 p-2 text-start hover:bg-stone-800"
              >
                <StationLogo station={other} />
                <span className="min-w-0">
                  <span dir="auto" className="block truncate font-semibold text-stone-100">
                    {other.name}
                  </span>
                  <span className="block truncate text-xs text-stone-400">
                    {words.genre(other)} · {words.country(other)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StationDetailModal({
  station: opened,
  onClose,
  chatOpen = false,
}: {
  station: Station;
  onClose: () => void;
  /** The station's chat opens with the details (the address asked for it). */
  chatOpen?: boolean;
}) {
  const { t } = useTranslation();
  // A station chosen under "Listeners also like" replaces the one the dialog opened with; until then
  // the dialog follows the one it was given, which a refetch may bring up to date (an owner's edit).
  const [chosen, setChosen] = useState<Station | null>(null);
  const station = chosen ?? opened;
  const titleRef = useRef<HTMLHeadingElement>(null);
  function show(other: Station) {
    setChosen(other);
    titleRef.current?.focus();
  }
  const words = useStationWords();
  const player = usePlayer();
  // Whatever opened the dialog (a card's name, its menu) gets focus back when it closes: Radix only
  // does that for its own Dialog.Trigger.
  const [opener] = useState(() => document.activeElement);
  const [visualizer, setVisualizer] = useState(true);
  const [vibe, setVibe] = useState<Vibe>('chill');
  const languages = useLanguageNames(station);
  const audience = useAudience(station);
  const playingThis = player.station?.id === station.id && player.status === 'playing';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl border border-stone-700 bg-stone-950 p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88dvh] sm:w-[min(42rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6"
        >
          <div className="flex items-start gap-4">
            <StationLogo station={station} size="lg" />
            <div className="min-w-0 flex-1">
              <Dialog.Title
                ref={titleRef}
                tabIndex={-1}
                dir="auto"
                className="text-xl font-bold break-words focus:outline-none sm:text-2xl"
              >
                {station.name}
              </Dialog.Title>
              <Dialog.Description className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-300">
                <span className="inline-flex items-center gap-1">
                  <CountryFlag code={station.country} /> {words.place(station)}
                </span>
                <span aria-hidden="true">·</span>
                <span>{words.genre(station)}</span>
              </Dialog.Description>
              <div className="mt-2 flex gap-1.5">
                <StationBadges station={station} />
                <NowPlayingBadge station={station} />
                <BroadcasterBadge stationId={station.id} />
              </div>
            </div>
            <Dialog.Close
              aria-label={t('station.close')}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-300 hover:bg-stone-800 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <OffAirNotice station={station} />

          {station.description && (
            <p dir="auto" className="mt-4 text-sm whitespace-pre-line text-stone-200">
              {station.description}
            </p>
          )}

          <section aria-label={t('station.listen')} className="mt-5 flex flex-col gap-4 rounded-2xl bg-stone-900 p-4">
            <div className="flex flex-wrap items-center gap-3">
              <PlayButton station={station} className="min-w-40" />
              <StationHealthLine station={station} className="text-sm text-stone-300" />
            </div>
            {player.error && player.station?.id === station.id && (
              <p role="alert" className="text-sm text-red-300">
                {player.error}
              </p>
            )}
            <VolumeControl />
            {visualizer && <VisualizerBars active={playingThis} vibe={vibe} />}
          </section>

          <div className="mt-4">
            <VisualizerSettings visualizer={visualizer} onVisualizer={setVisualizer} vibe={vibe} onVibe={setVibe} />
          </div>

          <section aria-labelledby="station-info-heading" className="mt-5">
            <h3 id="station-info-heading" className="text-sm font-semibold text-stone-200">
              {t('station.info')}
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              <Fact label={t('station.fact.country')}>{words.country(station)}</Fact>
              <Fact label={t('station.fact.language')}>{languages}</Fact>
              <Fact label={t('station.fact.genre')}>{words.genre(station)}</Fact>
              <Fact label={t('station.fact.listeners')}>{audience ?? t('station.audience.none')}</Fact>
              <Fact label={t('station.fact.bitrate')}>{words.bitrate(station)}</Fact>
              <Fact label={t('station.fact.codec')}>{words.codec(station)}</Fact>
              <Fact label={t('station.fact.quality')}>{words.quality(station)}</Fact>
              <Fact label={t('station.fact.homepage')}>
                {station.website ? (
                  <a
                    href={station.website}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1 text-amber-300 underline-offset-2 hover:underline"
                  >
                    {t('station.visitWebsite')} <ExternalLink aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{t('common.newTab')}</span>
                  </a>
                ) : (
                  t('station.notAvailable')
                )}
              </Fact>
            </dl>
            {station.tags.length > 0 && (
              <ul aria-label={t('station.tags')} className="mt-3 flex flex-wrap gap-1.5">
                {station.tags.map((tag) => (
                  <li key={tag} dir="auto" className="rounded-full bg-stone-800 px-2.5 py-0.5 text-xs text-stone-300">
                    #{tag}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <BroadcasterLine stationId={station.id} />

          <OnNowNext stationId={station.id} />

          <SongHistory stationId={station.id} />

          <SimilarStations key={station.id} station={station} onShow={show} />

          <section aria-labelledby="station-features-heading" className="mt-5">
            <h3 id="station-features-heading" className="text-sm font-semibold text-stone-200">
              {t('station.features')}
            </h3>
            <div className="mt-2 flex flex-wrap gap-2">
              <FavoriteButton station={station} withLabel />
              <ChatButton station={station} withLabel startOpen={chatOpen && station.id === opened.id} />
              <Button variant="secondary" disabled>
                <Mic aria-hidden="true" className="size-4" /> {t('station.shoutOut')}
              </Button>
              <Button variant="secondary" disabled>
                {t('station.lyrics')}
              </Button>
            </div>
          </section>

          <aside className="mt-5 rounded-2xl bg-gradient-to-r from-amber-500/20 to-fuchsia-500/20 p-4 text-sm">
            <p className="font-semibold text-amber-200">{t('station.premiumTitle')}</p>
            <p className="mt-1 text-stone-300">{t('station.premiumText')}</p>
          </aside>

          <EmbedSnippet station={station} />

          <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap gap-2">
              <StationSharing station={station} />
            </div>
            <Dialog.Close asChild>
              <Button variant="secondary">{t('station.backToStations')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
