// /playlists/:id: one list. Anyone with the link reads and plays a public list; its owner also
// renames it, shares or unshares it, reorders it (Move up and Move down by keyboard or pointer, or
// dragging a row), takes stations out, exports it and deletes it. Playing goes through the app's
// player in the list's order, skipping a station that does not start.
import { type Playlist, STATION_FILE_FORMATS, type Station } from '@sauti/contract';
import { ArrowDown, ArrowUp, Copy, Download, GripVertical, Play, SkipBack, SkipForward, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClass } from '../components/ui/Button';
import { PageHeader } from '../components/ui/PageHeader';
import { EmptyState, ErrorState } from '../components/ui/States';
import {
  downloadPlaylist,
  PlaylistNameForm,
  usePlaylist,
  usePlaylistChanges,
  usePlaylistPlayback,
} from '../features/playlists';
import { StationLogo } from '../features/stations';
import { usePageTitle, useTranslation } from '../i18n';
import { ApiError } from '../lib/api';

function NowPlayingLine({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  const playback = usePlaylistPlayback();
  const current = playback.current?.playlistId === playlist.id ? playback.current : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          disabled={playlist.stations.length === 0}
          onClick={() => playback.playList(playlist.id, playlist.stations)}
        >
          <Play aria-hidden="true" className="size-4" /> {t('playlists.play')}
        </Button>
        {current && (
          <>
            <Button variant="secondary" onClick={playback.previous} disabled={current.index === 0}>
              <SkipBack aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t('playlists.previous')}
            </Button>
            <Button variant="secondary" onClick={playback.next} disabled={current.index >= current.stations.length - 1}>
              <SkipForward aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t('playlists.next')}
            </Button>
          </>
        )}
      </div>
      <div role="status" className="text-sm text-stone-300">
        {current && (
          <>
            <p>
              {t('playlists.playingAt', {
                position: current.index + 1,
                total: current.stations.length,
                name: current.stations[current.index]?.name ?? '',
              })}
            </p>
            {current.skipped.map((station) => (
              <p key={station.id} className="text-amber-200">
                {t('playlists.skipped', { name: station.name })}
              </p>
            ))}
          </>
        )}
      </div>
    </div>
  );
}

function OwnerTools({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { update, remove } = usePlaylistChanges();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const link = `${window.location.origin}/playlists/${playlist.id}`;
  return (
    <section aria-label={t('playlists.manage')} className="flex flex-col gap-5 rounded-2xl border border-stone-800 p-4">
      <PlaylistNameForm
        initial={playlist.name}
        action={t('playlists.rename')}
        busy={update.isPending}
        error={update.error?.message}
        onSave={(name) => update.mutate({ id: playlist.id, name })}
      />
      <div className="flex flex-col gap-2">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-stone-200">
          <input
            type="checkbox"
            className="size-4 accent-amber-400"
            checked={playlist.public}
            onChange={(event) => update.mutate({ id: playlist.id, public: event.target.checked })}
          />
          {t('playlists.shareByLink')}
        </label>
        <p className="text-sm text-stone-400">
          {playlist.public ? t('playlists.publicHint') : t('playlists.privateHint')}
        </p>
        {playlist.public && (
          <div className="flex flex-wrap items-center gap-2">
            <input
              readOnly
              aria-label={t('playlists.link')}
              value={link}
              className="min-w-0 flex-1 rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-200"
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant="secondary"
              onClick={() =>
                navigator.clipboard?.writeText(link).then(
                  () => setCopied(true),
                  () => {},
                )
              }
            >
              <Copy aria-hidden="true" className="size-4" /> {copied ? t('playlists.copied') : t('playlists.copyLink')}
            </Button>
          </div>
        )}
      </div>
      <div>
        {confirming ? (
          <fieldset>
            <legend className="mb-2 text-sm text-stone-200">
              {t('playlists.deleteConfirm', { name: playlist.name })}
            </legend>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                onClick={() => remove.mutate(playlist.id, { onSuccess: () => navigate('/playlists') })}
                disabled={remove.isPending}
              >
                {t('playlists.deleteYes')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('playlists.cancel')}
              </Button>
            </div>
          </fieldset>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" /> {t('playlists.delete')}
          </Button>
        )}
      </div>
    </section>
  );
}

function ExportButtons({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {STATION_FILE_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            onClick={() => {
              setFailed(false);
              downloadPlaylist(playlist.id, format).catch(() => setFailed(true));
            }}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('playlists.exportAs', { format: format.toUpperCase() })}
          </Button>
        ))}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-300">
          {t('playlists.exportFailed')}
        </p>
      )}
    </div>
  );
}

const ICON_BUTTON =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-300 hover:bg-stone-800 hover:text-white disabled:opacity-40';

function StationRows({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  const playback = usePlaylistPlayback();
  const { putStation, removeStation } = usePlaylistChanges();
  const [dragged, setDragged] = useState<string | null>(null);
  // After a move the row changes place; the button pressed keeps focus, so the keys can go on moving it.
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (!refocus) return;
    document.querySelector<HTMLElement>(`[data-focus-key="${refocus}"]`)?.focus();
  });
  const stations = playlist.stations;
  const move = (station: Station, position: number, focusKey?: string) => {
    putStation.mutate(
      { id: playlist.id, stationId: station.id, position },
      { onSuccess: () => setRefocus(focusKey ?? null) },
    );
  };
  const playingId =
    playback.current?.playlistId === playlist.id ? playback.current.stations[playback.current.index]?.id : null;

  if (stations.length === 0) {
    return (
      <EmptyState title={t('playlists.noStations')}>
        {playlist.is_owner && <p className="text-stone-400">{t('playlists.noStationsHint')}</p>}
      </EmptyState>
    );
  }
  return (
    <ol aria-label={t('playlists.stations')} className="flex flex-col gap-2">
      {stations.map((station, index) => (
        <li
          key={station.id}
          draggable={playlist.is_owner}
          onDragStart={(event) => {
            setDragged(station.id);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', station.id);
          }}
          onDragOver={(event) => {
            if (dragged) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            const moving = stations.find((one) => one.id === dragged);
            setDragged(null);
            if (moving && moving.id !== station.id) move(moving, index);
          }}
          onDragEnd={() => setDragged(null)}
          aria-current={station.id === playingId ? 'true' : undefined}
          className={`flex flex-wrap items-center gap-2 rounded-2xl border p-2 sm:gap-3 ${
            station.id === playingId ? 'border-amber-400/70 bg-amber-400/5' : 'border-stone-800 bg-stone-900'
          } ${dragged === station.id ? 'opacity-50' : ''}`}
        >
          {playlist.is_owner && (
            <GripVertical aria-hidden="true" className="hidden size-4 shrink-0 cursor-grab text-stone-500 sm:block" />
          )}
          <span className="w-5 shrink-0 text-center text-sm text-stone-400">{index + 1}</span>
          <div className="hidden shrink-0 sm:block">
            <StationLogo station={station} />
          </div>
          <Link
            dir="auto"
            to={`/station/${station.slug}`}
            className="min-w-0 flex-1 basis-36 truncate font-medium hover:underline"
          >
            {station.name}
          </Link>
          <div className="ms-auto flex items-center">
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={t('station.playName', { name: station.name })}
              onClick={() => playback.playList(playlist.id, stations, index)}
            >
              <Play aria-hidden="true" className="size-4" />
            </button>
            {playlist.is_owner && (
              <>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  data-focus-key={`${station.id}-up`}
                  aria-label={t('playlists.moveUp', { name: station.name })}
                  disabled={index === 0 || putStation.isPending}
                  onClick={() => move(station, index - 1, `${station.id}-up`)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  data-focus-key={`${station.id}-down`}
                  aria-label={t('playlists.moveDown', { name: station.name })}
                  disabled={index === stations.length - 1 || putStation.isPending}
                  onClick={() => move(station, index + 1, `${station.id}-down`)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={t('playlists.removeStation', { name: station.name })}
                  disabled={removeStation.isPending}
                  onClick={() => removeStation.mutate({ id: playlist.id, stationId: station.id })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

export function PlaylistRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const playlist = usePlaylist(id);
  usePageTitle(playlist.data?.name ?? t('playlists.title'));
  const missing = playlist.error instanceof ApiError && playlist.error.status === 404;
  return (
    <>
      <PageHeader
        wide
        title={playlist.data ? <span dir="auto">{playlist.data.name}</span> : t('playlists.title')}
        intro={
          playlist.data &&
          `${t('playlists.by', { username: playlist.data.owner.username })} · ${t('stations.count', {
            count: playlist.data.stations.length,
          })}`
        }
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        {playlist.isPending ? (
          <p className="text-stone-400">{t('playlists.loading')}</p>
        ) : missing ? (
          <EmptyState title={t('playlists.notFound')}>
            <Link to="/playlists" className={buttonClass('secondary')}>
              {t('playlists.yours')}
            </Link>
          </EmptyState>
        ) : playlist.isError ? (
          <ErrorState message={t('playlists.failed')} onRetry={() => playlist.refetch()} />
        ) : (
          <>
            <NowPlayingLine playlist={playlist.data} />
            <StationRows playlist={playlist.data} />
            <ExportButtons playlist={playlist.data} />
            {playlist.data.is_owner && <OwnerTools key={playlist.data.name} playlist={playlist.data} />}
          </>
        )}
      </div>
    </>
  );
}
