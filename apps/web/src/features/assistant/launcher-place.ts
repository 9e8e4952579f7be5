// Where the floating launcher sits. It floats over the page, so anything scrolling beneath it would be
// covered: full-width pages keep a column on the right (the physical right, in Arabic too) free of
// content, and the same on the left so they stay centred (WIDE_COLUMN, components/ui/page-column.ts).
// On a phone the launcher is a slim tab on the screen's edge, so that column costs little width.

/** The launcher: a 1.75 × 3.5 rem tab on the edge of a phone, a 3.5 rem round button 1 rem in elsewhere. */
export const LAUNCHER_PLACE =
  'fixed right-0 h-14 w-7 rounded-l-full sm:right-4 sm:w-14 sm:rounded-full bottom-[calc(1rem+var(--sauti-player-height,0px))]';
