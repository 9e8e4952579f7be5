// Where login and registration send people back to: the page they came from, given as `?next=`. Only
// a path on this site is accepted (never `//elsewhere` or `https://elsewhere`), so the parameter cannot
// be used to send someone to another site.

const HOME = '/';
const BASE = 'http://sauti.invalid';
/** Going back to these would only show the form again. */
const FORMS = new Set(['/login', '/register', '/auth']);

/** The same-site path in `raw`, or Home when it is missing, foreign or one of the login forms. */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\\]/.test(raw)) return HOME;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== BASE || FORMS.has(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address of a login form that comes back to `here` afterwards (Home needs no `next`). */
export function formPath(form: '/login' | '/register' | '/auth', here: string): string {
  const next = safeNextPath(here);
  return next === HOME ? form : `${form}?${new URLSearchParams({ next })}`;
}
