// Home's headline: its look shared by the React hero and the plain-HTML first paint in index.html
// (first-paint.ts), so the two cannot drift apart. The words are the catalogue's home.hero.* messages.
import { WIDE_COLUMN } from '../../components/ui/page-column.ts';

export const HERO_CLASSES = {
  section:
    'relative overflow-hidden border-b border-stone-800 bg-[radial-gradient(ellipse_at_top_right,_rgba(245,158,11,0.25),_transparent_60%),radial-gradient(ellipse_at_bottom_left,_rgba(190,24,93,0.2),_transparent_55%)]',
  container: `${WIDE_COLUMN} py-14 sm:py-20`,
  badge:
    'inline-flex items-center gap-2 rounded-full bg-stone-900/80 px-3 py-1 text-xs font-medium text-amber-300 ring-1 ring-amber-400/30',
  title: 'mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl',
  intro: 'mt-5 max-w-2xl text-lg text-stone-300',
};

/** The header bar's frame and logo, the part of it that shows before the navigation is ready. */
export const HEADER_CLASSES = {
  bar: 'sticky top-0 z-30 border-b border-stone-800/80 bg-stone-950/90 backdrop-blur',
  row: 'mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4',
  logo: 'flex shrink-0 items-center gap-2 rounded-lg font-extrabold tracking-tight',
  /** The word beside the logo: for screen readers only on the narrowest phones, where the menus need the room. */
  wordmark: 'text-lg max-[25rem]:sr-only',
};
