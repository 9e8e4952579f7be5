// Names a signed-in device by its user agent, for the account page's device list: the browser and
// the system (as the audience figures tell systems apart), nothing finer (no versions), which is all a
// listener needs to recognise it. The order matters: Edge, Opera and Samsung Internet also say
// "Chrome", and every Chromium says "Safari".
import type { ListenerPlatform } from '@sauti/contract';
import { listenerPlatform } from '../../platform/http/user-agent-platform';

export interface DeviceName {
  browser: string | null;
  os: string | null;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Opera Mini|OPiOS/, 'Opera Mini'],
  [/OPR\/|Opera/, 'Opera'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

/** The system as a listener knows it, of the platforms the audience figures tell apart. */
const SYSTEM_NAMES: Record<ListenerPlatform, string | null> = {
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
  chromeos: 'ChromeOS',
  macos: 'macOS',
  linux: 'Linux',
  other: null,
};

const firstMatch = (text: string, patterns: readonly (readonly [RegExp, string])[]) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, BROWSERS), os: SYSTEM_NAMES[listenerPlatform(userAgent)] };
}
