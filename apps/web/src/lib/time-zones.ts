// Time zones as the browser knows them: the visitor's own, and every IANA zone it can name.

/** The visitor's own zone, as the browser reports it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA zone the browser knows, with `current` and UTC always among them (some browsers list neither). */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', current])].sort();
}
