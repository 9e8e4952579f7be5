// Names a signed-in device by its user agent, for the account page's device list: the browser and
// the system, nothing finer (no versions), which is all a listener needs to recognise it. The order
// matters: Edge, Opera and Samsung Internet also say "Chrome", and every Chromium says "Safari".
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

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/KaiOS/, 'KaiOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, patterns: readonly (readonly [RegExp, string])[]) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}
