// The message catalogues: each language's core, static-page part and admin part is its own chunk,
// downloaded from our origin only when needed, so a French visitor never downloads English's words.
// Every catalogue holds every key (catalogues.test.ts), so none needs another beneath it.
import type { Messages } from '@lingui/core';
import type { CataloguePart } from './compile-catalogue';
import type { Language } from './languages';

export type { CataloguePart };

/** Every message key, as the English catalogue spells it. */
export type MessageKey = keyof typeof import('./locales/en.json');

type Loader = () => Promise<{ default: unknown }>;

const PARTS: Record<CataloguePart, Record<Language, Loader>> = {
  core: {
    en: () => import('./locales/en.json'),
    fr: () => import('./locales/fr.json'),
    ar: () => import('./locales/ar.json'),
    sw: () => import('./locales/sw.json'),
    pt: () => import('./locales/pt.json'),
  },
  pages: {
    en: () => import('./locales/en.json?part=pages'),
    fr: () => import('./locales/fr.json?part=pages'),
    ar: () => import('./locales/ar.json?part=pages'),
    sw: () => import('./locales/sw.json?part=pages'),
    pt: () => import('./locales/pt.json?part=pages'),
  },
  account: {
    en: () => import('./locales/en.json?part=account'),
    fr: () => import('./locales/fr.json?part=account'),
    ar: () => import('./locales/ar.json?part=account'),
    sw: () => import('./locales/sw.json?part=account'),
    pt: () => import('./locales/pt.json?part=account'),
  },
  screens: {
    en: () => import('./locales/en.json?part=screens'),
    fr: () => import('./locales/fr.json?part=screens'),
    ar: () => import('./locales/ar.json?part=screens'),
    sw: () => import('./locales/sw.json?part=screens'),
    pt: () => import('./locales/pt.json?part=screens'),
  },
  admin: {
    en: () => import('./locales/en.json?part=admin'),
    fr: () => import('./locales/fr.json?part=admin'),
    ar: () => import('./locales/ar.json?part=admin'),
    sw: () => import('./locales/sw.json?part=admin'),
    pt: () => import('./locales/pt.json?part=admin'),
  },
};

/** One part of one language's messages. */
export async function loadPart(language: Language, part: CataloguePart): Promise<Messages> {
  const { default: messages } = await PARTS[part][language]();
  return messages as Messages;
}

/** A language's messages in the given parts. */
export async function loadMessages(language: Language, parts: readonly CataloguePart[]): Promise<Messages> {
  const loaded = await Promise.all(parts.map((part) => loadPart(language, part)));
  return Object.assign({}, ...loaded);
}
