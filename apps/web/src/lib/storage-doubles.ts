// Stand-ins for the browser's local storage in tests of remembered choices (never imported by the app).
import type { ChoiceStorage } from './browser-storage';

export function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

/** Storage as private modes and full disks behave: every read and write throws. */
export const refusingStorage: ChoiceStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};
