// The card's "more" menu itself (Radix): details, Add to playlist (a submenu of the listener's lists,
// and "New playlist", which opens its dialog) and Report station, which opens its dialog.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Station } from '@sauti/contract';
import { ChevronRight, Flag, Info, ListPlus, MoreVertical, Radio } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isRightToLeft, useTranslation } from '../../i18n';
import { NewPlaylistDialog, PlaylistMenuItems } from '../playlists/menu';
import { MORE_BUTTON } from './more-button';
import { ReportStationDialog } from './ReportStationDialog';

const ITEM =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[disabled]:cursor-default data-[highlighted]:bg-stone-800 data-[disabled]:text-stone-400';

export function StationMenu({
  station,
  onViewDetails,
  openedByKeyboard,
}: {
  station: Station;
  onViewDetails: () => void;
  /** The first opening came from Enter or Space on the placeholder: start on the first item, as Radix would. */
  openedByKeyboard: boolean;
}) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  // Once only: Radix focuses the menu itself when it opens; a keyboard user starts on the first item.
  const movedToFirstItem = useRef(!openedByKeyboard);
  const [reporting, setReporting] = useState(false);
  const [naming, setNaming] = useState(false);
  // "Add to playlist" shows the lists in place of the menu's items; Back returns to them.
  const [panel, setPanel] = useState<'main' | 'playlists'>('main');
  const content = useRef<HTMLDivElement>(null);
  const returned = useRef(false);
  useEffect(() => {
    if (panel !== 'main' || !returned.current) return;
    content.current?.querySelector<HTMLElement>('[data-playlists-entry]')?.focus();
  }, [panel]);
  return (
    <>
      <DropdownMenu.Root
        modal={false}
        defaultOpen
        dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
        // Each opening starts on the menu's own items.
        onOpenChange={(open) => {
          if (open) return;
          returned.current = false;
          setPanel('main');
        }}
      >
        <DropdownMenu.Trigger aria-label={t('station.more', { name: station.name })} className={MORE_BUTTON}>
          <MoreVertical aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            ref={content}
            align="end"
            sideOffset={4}
            onFocus={(event) => {
              if (movedToFirstItem.current || event.target !== event.currentTarget) return;
              movedToFirstItem.current = true;
              event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
            }}
            className="z-50 min-w-52 rounded-xl border border-stone-700 bg-stone-900 p-1 text-stone-100 shadow-xl"
          >
            {panel === 'playlists' ? (
              <PlaylistMenuItems
                station={station}
                itemClass={ITEM}
                onBack={() => {
                  // The focused item goes away with its page: the menu holds focus until the next page's.
                  content.current?.focus();
                  returned.current = true;
                  setPanel('main');
                }}
                onNewPlaylist={() => setNaming(true)}
              />
            ) : (
              <>
                <DropdownMenu.Item className={ITEM} onSelect={onViewDetails}>
                  <Info aria-hidden="true" className="size-4" /> {t('station.viewDetails')}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  className={ITEM}
                  data-playlists-entry=""
                  aria-haspopup="menu"
                  onSelect={(event) => {
                    event.preventDefault();
                    content.current?.focus();
                    setPanel('playlists');
                  }}
                >
                  <ListPlus aria-hidden="true" className="size-4" /> {t('station.addToPlaylist')}
                  <ChevronRight aria-hidden="true" className="ms-auto size-4 rtl:-scale-x-100" />
                </DropdownMenu.Item>
                <DropdownMenu.Item className={ITEM} onSelect={() => setReporting(true)}>
                  <Flag aria-hidden="true" className="size-4" /> {t('station.report')}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={ITEM} onSelect={() => navigate(`/studio/claim/${station.id}`)}>
                  <Radio aria-hidden="true" className="size-4" /> {t('station.broadcaster.claim')}
                </DropdownMenu.Item>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {reporting && <ReportStationDialog station={station} onClose={() => setReporting(false)} />}
      {naming && <NewPlaylistDialog station={station} onClose={() => setNaming(false)} />}
    </>
  );
}
