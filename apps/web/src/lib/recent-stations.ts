// "Recently played" kept on this device, for listeners without an account (an account's list comes
// from the server): the last stations that played, newest first, in local storage. Live listener
// counts are left out, since they would be stale when read.
import { Station } from '@sauti/contract';
import { useSyncExternalStore } from 'react';
import { browserStorage, type ChoiceStorage } from './browser-storage';

const STORAGE_KEY = 'sauti.recentStations';
export const RECENT_STATIONS_MAX = 20;

/** The stations kept in `storage`, newest first; entries this version cannot read are skipped. */
export function readRecentStations(storage: ChoiceStorage | null): Station[] {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(kept)) return [];
    return kept.flatMap((entry) => {
      const parsed = Station.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Puts `station` first (once), keeping at most RECENT_STATIONS_MAX; a refused write changes nothing. */
export function rememberRecentStation(storage: ChoiceStorage | null, station: Station): void {
  const others = readRecentStations(storage).filter((kept) => kept.id !== station.id);
  const list = [{ ...station, listeners: 0 }, ...others].slice(0, RECENT_STATIONS_MAX);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Private modes and full storage refuse: the list stays as it was.
  }
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; stations: Station[] } | null = null;

function current(): Station[] {
  const storage = browserStorage();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    // Unreadable storage reads as an empty list.
  }
  if (snapshot?.raw !== raw) snapshot = { raw, stations: readRecentStations(storage) };
  return snapshot.stations;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This device's recently played stations, updated as stations play. */
export function useRecentStations(): Station[] {
  return useSyncExternalStore(subscribe, current, () => []);
}
