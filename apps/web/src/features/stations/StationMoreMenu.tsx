// The card's "more" button. The menu (and Radix with it) downloads on the first press, which keeps
// it out of the first page load; it then opens at once.
import type { Station } from '@sauti/contract';
import { MoreVertical } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { loadCataloguePart, useTranslation } from '../../i18n';
import { MORE_BUTTON } from './more-button';

/** With the lazily loaded screens' words, the playlists' among them (its "Add to playlist" page). */
const StationMenu = lazy(() =>
  Promise.all([import('./StationMenu'), loadCataloguePart('screens')]).then(([module]) => ({
    default: module.StationMenu,
  })),
);

export function StationMoreMenu({ station, onViewDetails }: { station: Station; onViewDetails: () => void }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-label={t('station.more', { name: station.name })}
      aria-haspopup="menu"
      onClick={(event) => {
        // A click from Enter or Space has no pointer press behind it.
        setByKeyboard(event.detail === 0);
        setWanted(true);
      }}
      className={MORE_BUTTON}
    >
      <MoreVertical aria-hidden="true" className="size-4" />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StationMenu station={station} onViewDetails={onViewDetails} openedByKeyboard={byKeyboard} />
    </Suspense>
  );
}
