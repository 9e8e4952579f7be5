// Turns a catalogue's ICU messages into Lingui's compiled form at build time, so the browser needs no
// message parser (vite.config.ts runs it on every locales/*.json). A message that does not parse fails
// the build, naming its key. Each catalogue ships in two parts: the static pages' long texts load with
// those pages, everything else with the first view.
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export type { CompiledMessage };

export type CataloguePart = 'core' | 'pages';

/** Help, About, Advertise, Contact and Submit: the lazily loaded static pages' own words. */
const PAGE_NAMESPACES = new Set(['help', 'about', 'advertise', 'contact', 'submit']);

export function partOf(key: string): CataloguePart {
  return PAGE_NAMESPACES.has(key.split('.')[0] ?? '') ? 'pages' : 'core';
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
