// A station's stand-in when it has no usable logo: its genre's icon on its genre's colours, the same
// look as the web app's cards (apps/web/src/features/stations/genre-look.ts), as a small SVG.
import type { GenreId } from '@sauti/contract';
import {
  BookOpen,
  Church,
  Disc3,
  Drum,
  Guitar,
  Headphones,
  type IconNode,
  Mic2,
  Music2,
  Music4,
  Newspaper,
  Piano,
  Radio,
  Sparkles,
  Trophy,
  Waves,
  Zap,
} from 'lucide';

interface GenreIcon {
  icon: IconNode;
  /** The gradient's two colours, top left to bottom right (the Tailwind colours the web app uses). */
  from: string;
  to: string;
}

const ICONS: Record<GenreId, GenreIcon> = {
  afrobeats: { icon: Drum, from: '#f97316', to: '#e11d48' },
  amapiano: { icon: Piano, from: '#8b5cf6', to: '#c026d3' },
  gospel: { icon: Church, from: '#0ea5e9', to: '#4f46e5' },
  highlife: { icon: Guitar, from: '#f59e0b', to: '#ea580c' },
  hiphop: { icon: Mic2, from: '#71717a', to: '#44403c' },
  electronic: { icon: Zap, from: '#06b6d4', to: '#2563eb' },
  house: { icon: Disc3, from: '#ec4899', to: '#9333ea' },
  traditional: { icon: Drum, from: '#ca8a04', to: '#92400e' },
  pop: { icon: Sparkles, from: '#f472b6', to: '#f43f5e' },
  rock: { icon: Guitar, from: '#dc2626', to: '#292524' },
  jazz: { icon: Music4, from: '#6366f1', to: '#1e40af' },
  reggae: { icon: Waves, from: '#22c55e', to: '#ca8a04' },
  soukous: { icon: Guitar, from: '#10b981', to: '#0f766e' },
  makossa: { icon: Music2, from: '#84cc16', to: '#15803d' },
  gqom: { icon: Disc3, from: '#64748b', to: '#27272a' },
  kwaito: { icon: Headphones, from: '#14b8a6', to: '#0e7490' },
  bongo: { icon: Music2, from: '#fb923c', to: '#d97706' },
  arabic: { icon: Music4, from: '#d97706', to: '#b91c1c' },
  rnb: { icon: Headphones, from: '#a855f7', to: '#4338ca' },
  classical: { icon: Music4, from: '#a8a29e', to: '#57534e' },
  oldies: { icon: Disc3, from: '#eab308', to: '#c2410c' },
  religious: { icon: BookOpen, from: '#0284c7', to: '#0f766e' },
  sports: { icon: Trophy, from: '#16a34a', to: '#065f46' },
  talk: { icon: Newspaper, from: '#3b82f6', to: '#334155' },
  world: { icon: Radio, from: '#10b981', to: '#0369a1' },
  variety: { icon: Radio, from: '#f59e0b', to: '#e11d48' },
};

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function shapes(icon: IconNode): string {
  return icon
    .map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .map(([name, value]) => `${name}="${attribute(String(value))}"`)
        .join(' ');
      return `<${tag} ${text}/>`;
    })
    .join('');
}

/** The genre's icon (a 24-unit Lucide drawing) centred at half the width of a rounded square. */
function render({ icon, from, to }: GenreIcon): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="48" height="48" rx="10" fill="url(#g)"/>',
    '<g transform="translate(12 12)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">',
    shapes(icon),
    '</g></svg>',
  ].join('');
}

const RENDERED = new Map(Object.entries(ICONS).map(([genre, look]) => [genre, render(look)]));

/** The SVG of a genre's icon; the catch-all genre's for one not known. */
export function genreIconSvg(genre: GenreId): string {
  return RENDERED.get(genre) ?? (RENDERED.get('variety') as string);
}
