// /playlists: the signed-in listener's lists (create one, open one), and their favourites as a file:
// export as M3U, PLS or JSON, or import another player's file, with the stations Sauti does not know
// offered as station submissions.
import { type ImportResult, STATION_FILE_FORMATS, type StationFileFormat } from '@sauti/contract';
import { Download, Globe2, ListMusic, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../components/ui/Button';
import { PageHeader } from '../components/ui/PageHeader';
import { WIDE_COLUMN } from '../components/ui/page-column';
import { EmptyState, ErrorState } from '../components/ui/States';
import {
  downloadFavorites,
  PlaylistNameForm,
  useFavoritesImport,
  useMyPlaylists,
  usePlaylistChanges,
} from '../features/playlists';
import { usePageTitle, useTranslation } from '../i18n';
import { SignedInOnly } from './SignedInOnly';

function CreatePlaylist() {
  const { t } = useTranslation();
  const { create } = usePlaylistChanges();
  return (
    <PlaylistNameForm
      action={t('playlists.create')}
      busy={create.isPending}
      error={create.error?.message}
      onSave={(name, done) => create.mutate({ name }, { onSuccess: done })}
    />
  );
}

function PlaylistList() {
  const { t } = useTranslation();
  const lists = useMyPlaylists();
  if (lists.isPending) return <p className="text-stone-400">{t('playlists.loading')}</p>;
  if (lists.isError) return <ErrorState message={t('playlists.failed')} onRetry={() => lists.refetch()} />;
  if (lists.data.length === 0) return <EmptyState title={t('playlists.empty')}>{t('playlists.emptyHint')}</EmptyState>;
  return (
    <ul aria-label={t('playlists.title')} className="grid gap-3 sm:grid-cols-2">
      {lists.data.map((list) => (
        <li key={list.id}>
          <Link
            to={`/playlists/${list.id}`}
            className="flex items-center gap-3 rounded-2xl border border-stone-800 bg-stone-900 p-4 hover:border-stone-600"
          >
            <ListMusic aria-hidden="true" className="size-8 shrink-0 text-amber-300" />
            <span className="flex min-w-0 flex-col">
              <span dir="auto" className="truncate font-semibold">
                {list.name}
              </span>
              <span className="text-sm text-stone-400">
                {t('stations.count', { count: list.station_ids.length })}
                {list.public && (
                  <span className="ms-2 inline-flex items-center gap-1 text-emerald-300">
                    <Globe2 aria-hidden="true" className="size-3.5" /> {t('playlists.shared')}
                  </span>
                )}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ImportAnswer({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-3 text-sm">
      <p className="text-stone-200">
        {t('playlists.import.summary', { matched: result.matched.length, added: result.added })}
      </p>
      {result.unmatched.length > 0 && (
        <div>
          <p className="font-semibold text-stone-200">
            {t('playlists.import.unmatched', { count: result.unmatched.length })}
          </p>
          <ul className="mt-2 flex flex-col gap-2">
            {result.unmatched.map(({ entry, submission }, index) => (
              <li
                // Entries can repeat; their place in the file tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-800 p-3"
              >
                <span dir="auto" className="min-w-0 break-all text-stone-300">
                  {entry.name ?? entry.url}
                </span>
                {submission && (
                  <Link
                    className={buttonClass('secondary')}
                    to={`/submit-station?${new URLSearchParams({ name: submission.stationName, stream: submission.streamUrl })}`}
                  >
                    {t('playlists.import.submit')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function FavoritesFile() {
  const { t } = useTranslation();
  const inputId = useId();
  const importFile = useFavoritesImport();
  const [exportFailed, setExportFailed] = useState(false);
  const exportAs = (format: StationFileFormat) => {
    setExportFailed(false);
    downloadFavorites(format).catch(() => setExportFailed(true));
  };
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-4">
      <h2 id={`${inputId}-title`} className="text-xl font-bold">
        {t('playlists.favoritesFile')}
      </h2>
      <p className="text-sm text-stone-400">{t('playlists.favoritesFileIntro')}</p>
      <div className="flex flex-wrap gap-2">
        {STATION_FILE_FORMATS.map((format) => (
          <Button key={format} variant="secondary" onClick={() => exportAs(format)}>
            <Download aria-hidden="true" className="size-4" />
            {t('playlists.exportAs', { format: format.toUpperCase() })}
          </Button>
        ))}
      </div>
      {exportFailed && (
        <p role="alert" className="text-sm text-red-300">
          {t('playlists.exportFailed')}
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="inline-flex items-center gap-2 text-sm font-medium text-stone-200">
          <Upload aria-hidden="true" className="size-4" /> {t('playlists.import.label')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".m3u,.m3u8,.pls,.json,audio/x-mpegurl,audio/x-scpls,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) importFile.mutate(file);
            event.target.value = '';
          }}
          className="max-w-full text-sm text-stone-300 file:me-3 file:rounded-full file:border-0 file:bg-stone-800 file:px-4 file:py-2 file:text-stone-100"
        />
      </div>
      {importFile.isPending && <p className="text-sm text-stone-400">{t('common.sending')}</p>}
      {importFile.error && (
        <p role="alert" className="text-sm text-red-300">
          {importFile.error.message}
        </p>
      )}
      {importFile.data && <ImportAnswer result={importFile.data} />}
    </section>
  );
}

export function PlaylistsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('playlists.title'));
  return (
    <>
      <PageHeader wide title={t('playlists.title')} intro={t('playlists.intro')} />
      <div className={`${WIDE_COLUMN} flex flex-col gap-10 py-8`}>
        <SignedInOnly prompt={t('playlists.loginPrompt')}>
          <CreatePlaylist />
          <PlaylistList />
          <FavoritesFile />
        </SignedInOnly>
      </div>
    </>
  );
}
