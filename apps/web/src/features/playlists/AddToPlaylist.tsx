// "Add to playlist" on a station's menu: the listener's lists (checked where the station already is;
// choosing one adds or takes it out), "New playlist" and a way to all their lists. Signed out, it
// offers to log in. The "New playlist" dialog names a list that starts with the station.
import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { PLAYLIST_NAME_MAX, type Station } from '@sauti/contract';
import { Check, ChevronLeft, ListMusic, LogIn, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { useTranslation } from '../../i18n';
import { useAuth, useFormPath } from '../auth';
import { useMyPlaylists, usePlaylistChanges } from './api';

/**
 * The station menu's second page: its items replace the menu's own while shown (a submenu would open
 * beside the menu, off the edge of a phone's screen). The first item takes focus, so keys go on working.
 */
export function PlaylistMenuItems({
  station,
  itemClass,
  onBack,
  onNewPlaylist,
}: {
  station: Station;
  /** The enclosing menu's item look. */
  itemClass: string;
  onBack: () => void;
  onNewPlaylist: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const loginPath = useFormPath('/login');
  const lists = useMyPlaylists();
  const changes = usePlaylistChanges();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    group.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  }, []);
  return (
    <DropdownMenu.Group ref={group} aria-label={t('station.addToPlaylist')}>
      <DropdownMenu.Item
        className={itemClass}
        onSelect={(event) => {
          event.preventDefault();
          onBack();
        }}
      >
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t('common.back')}
      </DropdownMenu.Item>
      <DropdownMenu.Separator className="my-1 h-px bg-stone-700" />
      {!auth.isAuthenticated ? (
        <DropdownMenu.Item className={itemClass} onSelect={() => navigate(loginPath)}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t('playlists.loginToAdd')}
        </DropdownMenu.Item>
      ) : (
        <>
          {lists.isPending && (
            <DropdownMenu.Item className={itemClass} disabled>
              {t('playlists.loading')}
            </DropdownMenu.Item>
          )}
          {lists.data?.map((list) => (
            <DropdownMenu.CheckboxItem
              key={list.id}
              className={itemClass}
              checked={list.station_ids.includes(station.id)}
              // The menu stays open, so several lists can be ticked in a row.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) =>
                (checked ? changes.putStation : changes.removeStation).mutate({ id: list.id, stationId: station.id })
              }
            >
              <span className="inline-flex size-4 shrink-0 items-center justify-center">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-amber-300" />
                </DropdownMenu.ItemIndicator>
              </span>
              <span dir="auto" className="truncate">
                {list.name}
              </span>
            </DropdownMenu.CheckboxItem>
          ))}
          {lists.data && lists.data.length > 0 && <DropdownMenu.Separator className="my-1 h-px bg-stone-700" />}
          <DropdownMenu.Item className={itemClass} onSelect={onNewPlaylist}>
            <Plus aria-hidden="true" className="size-4" /> {t('playlists.new')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/playlists')}>
            <ListMusic aria-hidden="true" className="size-4" /> {t('playlists.yours')}
          </DropdownMenu.Item>
        </>
      )}
    </DropdownMenu.Group>
  );
}

/** Names a new list; with a station, the list starts with it. */
export function NewPlaylistDialog({ station, onClose }: { station?: Station; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const { create } = usePlaylistChanges();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-stone-700 bg-stone-950 p-5 shadow-2xl">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold">{t('playlists.new')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('station.close')}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-300 hover:bg-stone-800 hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {create.isSuccess ? (
            <>
              <Dialog.Description role="status" className="mt-4 text-sm text-stone-200">
                {station
                  ? t('playlists.createdWith', { name: create.data.name, station: station.name })
                  : t('playlists.created', { name: create.data.name })}
              </Dialog.Description>
              <div className="mt-5 flex justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('station.close')}</Button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <form
              className="mt-3 flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                create.mutate({ name, station_ids: station ? [station.id] : [] });
              }}
            >
              <Dialog.Description className="text-sm text-stone-300">
                {station ? t('playlists.newWith', { station: station.name }) : t('playlists.newIntro')}
              </Dialog.Description>
              <TextField
                label={t('playlists.name')}
                required
                maxLength={PLAYLIST_NAME_MAX}
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={create.error?.message}
              />
              <div className="flex justify-end gap-2">
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('playlists.cancel')}</Button>
                </Dialog.Close>
                <Button type="submit" disabled={create.isPending}>
                  {t('playlists.create')}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
