// The browser's local storage, or null where there is none or it may not be read (private modes, some
// embedded browsers, tests outside a browser): choices kept there then last for the visit only.
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
