// The studio's tabs for one station, kept in the address (?tab=) so each can be linked to: Details
// (the owner's form, our checks and the owners), Schedule, Statistics and Embed. Schedule and
// Statistics are slots: the panels handed in fill them (see StudioPage), a placeholder until then.
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type MessageKey, useTranslation } from '../../i18n';

export const STUDIO_TABS = ['details', 'schedule', 'statistics', 'embed'] as const;
export type StudioTab = (typeof STUDIO_TABS)[number];

const TAB_WORDS: Record<StudioTab, MessageKey> = {
  details: 'studio.tab.details',
  schedule: 'studio.tab.schedule',
  statistics: 'studio.tab.statistics',
  embed: 'studio.tab.embed',
};

export function StudioTabs({ panels }: { panels: Record<StudioTab, ReactNode> }) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const current: StudioTab = STUDIO_TABS.find((tab) => tab === asked) ?? 'details';
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (tab: StudioTab) =>
    setSearch(
      (params) => {
        params.set('tab', tab);
        return params;
      },
      { replace: true },
    );
  // Arrow keys move between tabs, Home and End to the first and last (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = STUDIO_TABS.indexOf(current);
    const rtl = document.dir === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: STUDIO_TABS.length - 1 - index,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = STUDIO_TABS[(index + move + STUDIO_TABS.length) % STUDIO_TABS.length] ?? 'details';
    choose(next);
    buttons.current[STUDIO_TABS.indexOf(next)]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('studio.tabs')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-stone-800"
      >
        {STUDIO_TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => choose(tab)}
            className={`min-h-11 shrink-0 border-b-2 px-3 text-sm font-semibold sm:px-4 ${
              tab === current ? 'border-amber-400 text-white' : 'border-transparent text-stone-400 hover:text-stone-200'
            }`}
          >
            {t(TAB_WORDS[tab])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${current}-panel`} aria-labelledby={`${id}-${current}`} className="py-6">
        {panels[current]}
      </div>
    </div>
  );
}
