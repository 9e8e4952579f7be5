// Each genre's look, the same on the web app's cards and tiles and in the server's logo stand-in
// (GET /api/logos/:id when a station has no usable logo): a Lucide icon's drawing, as data each side
// renders its own way, on a gradient from the top left to the bottom right in two colours of
// Tailwind's palette.
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
import type { GenreId } from './genres';

export interface GenreLook {
  /** The icon's drawing on a 24-unit square (Lucide's data: each shape's tag and attributes). */
  icon: IconNode;
  /** The gradient's colours, top left to bottom right. */
  from: string;
  to: string;
}

export const GENRE_LOOKS: Readonly<Record<GenreId, GenreLook>> = {
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
