// Turns a catalogue's ICU messages into Lingui's compiled form at build time, so the browser needs no
// message parser (vite.config.ts runs it on every locales/*.json). A message that does not parse fails
// the build, naming its key. Each catalogue ships in five parts: the static pages' long texts load with
// those pages, the admin area's words with the admin area, a weak password's advice with the login
// and register form, the words of screens and dialogs that load lazily (playlists, profile, account, a
// station's song history, schedule, embed snippet and sharing links, the full-screen player's sleep
// timer and casting, the studio) with them, everything else with the first view.
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export type { CompiledMessage };

export type CataloguePart = 'core' | 'pages' | 'admin' | 'account' | 'screens';

/** Help, About, Advertise, Contact, Submit and the Cookie page's choice: the lazily loaded static pages' own words. */
const PAGE_NAMESPACES = new Set(['help', 'about', 'advertise', 'contact', 'submit', 'cookies']);

/** The admin area's tabs, monetization among them: only admins ever load these words. */
const ADMIN_NAMESPACES = new Set(['admin', 'monetization']);

/** What only the login and register form and the mailed links' screens say (a weak password's advice, a
 * refused username, a password reset, an email confirmation): loaded with them. */
const ACCOUNT_NAMESPACES = new Set(['password', 'username', 'accountMail']);

/** What only lazily loaded screens and dialogs say: the playlists, the profile, a station's details' song
 * history, schedule, embed snippet, sharing links and broadcaster line, the account page, the full-screen
 * player's sleep timer and casting, the studio and claiming. Loaded with them (the station menu, whose
 * "Add to playlist" and "Claim this station" they name, too). */
const SCREEN_PREFIXES = [
  'playlists.',
  'profile.',
  'myAccount.',
  'station.history.',
  'station.schedule.',
  'station.embed',
  'station.sharing.',
  'station.broadcaster.',
  'player.sleep.',
  'player.cast',
  'studio.',
  'claim.',
];

export function partOf(key: string): CataloguePart {
  const namespace = key.split('.')[0] ?? '';
  if (PAGE_NAMESPACES.has(namespace)) return 'pages';
  if (SCREEN_PREFIXES.some((prefix) => key.startsWith(prefix))) return 'screens';
  if (ACCOUNT_NAMESPACES.has(namespace)) return 'account';
  return ADMIN_NAMESPACES.has(namespace) ? 'admin' : 'core';
}

export function compileCatalogue(
  messages: Record<string, string>,
  part: CataloguePart | 'all' = 'all',
): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([key]) => part === 'all' || partOf(key) === part)
      .map(([key, message]) => {
        try {
          return [key, compileMessageOrThrow(message)];
        } catch (error) {
          throw new Error(`Message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
        }
      }),
  );
}
