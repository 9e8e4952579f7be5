// Low-data mode (issue 16): the visitor's switch, on by default when the browser says data is dear
// (Save-Data) or the connection is slow. When on, the player plays a station's lightest stream and the
// page skips station logos and visualizers. Remembered in local storage once the visitor flips it.
import { useSyncExternalStore } from 'react';
import { browserStorage, type ChoiceStorage } from './browser-storage';

/** What the Network Information API tells (Chromium and its kin; other browsers tell nothing). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const STORAGE_KEY = 'sauti.lowData';

/** effectiveType's slow grades: '3g' is Chromium's name for under about 700 kbps or 270 ms round trips. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

export function lowDataByDefault(connection: ConnectionHints | undefined): boolean {
  return connection?.saveData === true || SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}

/** The visitor's own choice when they made one, else what their connection suggests. */
export function chosenLowData(storage: ChoiceStorage | null, connection: ConnectionHints | undefined): boolean {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    if (stored === 'on' || stored === 'off') return stored === 'on';
  } catch {
    // Unreadable storage: fall through to the connection's hint.
  }
  return lowDataByDefault(connection);
}

export function rememberLowData(storage: ChoiceStorage | null, on: boolean): void {
  try {
    storage?.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Refused writes (private modes, full storage): the choice lasts for this visit.
  }
}

function browserConnection(): ConnectionHints | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

const listeners = new Set<() => void>();
let current: boolean | null = null;

/** Whether low-data mode is on now, for code outside React (the player's stream choice). */
export function lowDataEnabled(): boolean {
  current ??= chosenLowData(browserStorage(), browserConnection());
  return current;
}

export function setLowData(on: boolean): void {
  current = on;
  rememberLowData(browserStorage(), on);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Low-data mode's state, re-rendering when it is switched anywhere on the page. */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribe, lowDataEnabled, () => false);
}
