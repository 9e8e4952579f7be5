// The card's "more" menu itself (Radix): details, Add to playlist (a submenu of the listener's lists,
// and "New playlist", which opens its dialog) and Report station, which opens its dialog.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Station } from '@sauti/contract';
import { Flag, Info, MoreVertical } from 'lucide-react';
import { useRef, useState } from 'react';
import { isRightToLeft, useTranslation } from '../../i18n';
import { AddToPlaylistSubmenu, NewPlaylistDialog } from '../playlists';
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
  // Once only: Radix focuses the menu itself when it opens; a keyboard user starts on the first item.
  const movedToFirstItem = useRef(!openedByKeyboard);
  const [reporting, setReporting] = useState(false);
  const [naming, setNaming] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen dir={isRightToLeft(language) ? 'rtl' : 'ltr'}>
        <DropdownMenu.Trigger aria-label={t('station.more', { name: station.name })} className={MORE_BUTTON}>
          <MoreVertical aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            onFocus={(event) => {
              if (movedToFirstItem.current || event.target !== event.currentTarget) return;
              movedToFirstItem.current = true;
              event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
            }}
            className="z-50 min-w-52 rounded-xl border border-stone-700 bg-stone-900 p-1 text-stone-100 shadow-xl"
          >
            <DropdownMenu.Item className={ITEM} onSelect={onViewDetails}>
              <Info aria-hidden="true" className="size-4" /> {t('station.viewDetails')}
            </DropdownMenu.Item>
            <AddToPlaylistSubmenu station={station} itemClass={ITEM} onNewPlaylist={() => setNaming(true)} />
            <DropdownMenu.Item className={ITEM} onSelect={() => setReporting(true)}>
              <Flag aria-hidden="true" className="size-4" /> {t('station.report')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {reporting && <ReportStationDialog station={station} onClose={() => setReporting(false)} />}
      {naming && <NewPlaylistDialog station={station} onClose={() => setNaming(false)} />}
    </>
  );
}
