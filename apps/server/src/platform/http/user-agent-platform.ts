// A listener's platform from their browser's user agent, kept instead of the agent itself: the few
// operating systems a station owner's audience figures name. The order matters: Android agents say
// "Linux", iPads ask for desktop pages as "Macintosh" (but have touch, which only the browser knows,
// so they count as macOS here), and Chrome OS says "CrOS".
import type { ListenerPlatform } from '@sauti/contract';

const RULES: [RegExp, ListenerPlatform][] = [
  [/Windows Phone/i, 'other'],
  [/Android/i, 'android'],
  [/iPhone|iPad|iPod|\biOS\b|CFNetwork|Darwin/i, 'ios'],
  [/CrOS/, 'chromeos'],
  [/Windows/i, 'windows'],
  [/Macintosh|Mac OS X/i, 'macos'],
  [/Linux|X11|Ubuntu|Fedora/i, 'linux'],
];

export function listenerPlatform(userAgent: string | undefined): ListenerPlatform {
  if (!userAgent) return 'other';
  return RULES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';
}
