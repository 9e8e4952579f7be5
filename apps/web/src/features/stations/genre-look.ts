// Each genre's icon and colour: the logo stand-in on cards and the look of the genre tiles.
import type { GenreId } from '@sauti/contract';
import {
  BookOpen,
  Church,
  Disc3,
  Drum,
  Guitar,
  Headphones,
  type LucideIcon,
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
} from 'lucide-react';

export interface GenreLook {
  icon: LucideIcon;
  /** Tailwind classes for the tile/logo background and its icon. */
  tone: string;
}

const LOOKS: Record<GenreId, GenreLook> = {
  afrobeats: { icon: Drum, tone: 'from-orange-500 to-rose-600' },
  amapiano: { icon: Piano, tone: 'from-violet-500 to-fuchsia-600' },
  gospel: { icon: Church, tone: 'from-sky-500 to-indigo-600' },
  highlife: { icon: Guitar, tone: 'from-amber-500 to-orange-600' },
  hiphop: { icon: Mic2, tone: 'from-zinc-500 to-stone-700' },
  electronic: { icon: Zap, tone: 'from-cyan-500 to-blue-600' },
  house: { icon: Disc3, tone: 'from-pink-500 to-purple-600' },
  traditional: { icon: Drum, tone: 'from-yellow-600 to-amber-800' },
  pop: { icon: Sparkles, tone: 'from-pink-400 to-rose-500' },
  rock: { icon: Guitar, tone: 'from-red-600 to-stone-800' },
  jazz: { icon: Music4, tone: 'from-indigo-500 to-blue-800' },
  reggae: { icon: Waves, tone: 'from-green-500 to-yellow-600' },
  soukous: { icon: Guitar, tone: 'from-emerald-500 to-teal-700' },
  makossa: { icon: Music2, tone: 'from-lime-500 to-green-700' },
  gqom: { icon: Disc3, tone: 'from-slate-500 to-zinc-800' },
  kwaito: { icon: Headphones, tone: 'from-teal-500 to-cyan-700' },
  bongo: { icon: Music2, tone: 'from-orange-400 to-amber-600' },
  arabic: { icon: Music4, tone: 'from-amber-600 to-red-700' },
  rnb: { icon: Headphones, tone: 'from-purple-500 to-indigo-700' },
  classical: { icon: Music4, tone: 'from-stone-400 to-stone-600' },
  oldies: { icon: Disc3, tone: 'from-yellow-500 to-orange-700' },
  religious: { icon: BookOpen, tone: 'from-sky-600 to-teal-700' },
  sports: { icon: Trophy, tone: 'from-green-600 to-emerald-800' },
  talk: { icon: Newspaper, tone: 'from-blue-500 to-slate-700' },
  world: { icon: Radio, tone: 'from-emerald-500 to-sky-700' },
  variety: { icon: Radio, tone: 'from-amber-500 to-rose-600' },
};

export function genreLook(genre: GenreId): GenreLook {
  return LOOKS[genre];
}
