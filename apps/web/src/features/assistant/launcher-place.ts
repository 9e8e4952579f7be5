// Where the floating launcher sits, and the room pages leave for it, side by side so they stay in step.
// It floats over the page, so anything scrolling beneath it would be covered: pages keep a column on
// the right (the physical right, in Arabic too) free of content instead. On a phone the launcher is a
// slim tab on the screen's edge, so that column costs little width.

/** The launcher: a 1.75 × 3.5 rem tab on the edge of a phone, a 3.5 rem round button 1 rem in elsewhere. */
export const LAUNCHER_PLACE =
  'fixed right-0 h-14 w-7 rounded-l-full sm:right-4 sm:w-14 sm:rounded-full bottom-[calc(1rem+var(--sauti-player-height,0px))]';

/**
 * Right padding for a centred max-w-7xl column (in place of its px-4 right half): 2.25 rem on a phone,
 * then 5.5 rem less whatever margin the centring already leaves (at least 1 rem), so the launcher's
 * column plus a gap stays clear at every width.
 */
export const CLEAR_OF_LAUNCHER = 'pr-9 sm:pr-[max(1rem,calc(5.5rem-max(0px,(100vw-80rem)/2)))]';
