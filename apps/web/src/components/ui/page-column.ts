// The full-width page column (80 rem) of Home, Discover and the footer: centred, with the same room on
// both sides, the assistant's floating launcher's (features/assistant/launcher-place.ts) on the right,
// so headings and content line up edge to edge in left-to-right and right-to-left pages alike.

/**
 * 2.25 rem a side on a phone (the launcher is a slim tab on its edge), then 5.5 rem less whatever
 * margin the centring already leaves (at least 1 rem), so the launcher's column plus a gap stays clear.
 */
export const WIDE_COLUMN = 'mx-auto max-w-7xl px-9 sm:px-[max(1rem,calc(5.5rem-max(0px,(100vw-80rem)/2)))]';
