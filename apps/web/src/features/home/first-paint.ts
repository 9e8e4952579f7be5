// Home's header bar and headline as plain HTML placed inside #root at build time (vite.config.ts),
// so a phone on mobile data paints them as soon as the CSS arrives instead of after the JavaScript.
// React replaces it on its first render with the same markup (in the visitor's language, which only
// the JavaScript knows: the plain HTML is English). Other addresses drop it at once.
import en from '../../i18n/locales/en.json' with { type: 'json' };
import { HEADER_CLASSES, HERO_CLASSES } from './hero-copy.ts';

/** The hero's words as English visitors, and the first paint, read them. */
export const HERO_COPY = {
  badge: en['home.hero.badge'],
  title: en['home.hero.title'],
  intro: en['home.hero.intro'],
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char] ?? char);

export function firstPaintHtml(): string {
  return [
    `<header class="${HEADER_CLASSES.bar}"><div class="${HEADER_CLASSES.row}">`,
    `<a href="/" class="${HEADER_CLASSES.logo}"><img src="/favicon.svg" alt="" width="32" height="32" class="size-8" /><span class="${HEADER_CLASSES.wordmark}">Sauti</span></a>`,
    '</div></header>',
    `<section class="${escapeHtml(HERO_CLASSES.section)}"><div class="${HERO_CLASSES.container}">`,
    `<p class="${HERO_CLASSES.badge}">${escapeHtml(HERO_COPY.badge)}</p>`,
    `<h1 class="${HERO_CLASSES.title}">${escapeHtml(HERO_COPY.title)}</h1>`,
    `<p class="${HERO_CLASSES.intro}">${escapeHtml(HERO_COPY.intro)}</p>`,
    '</div></section>',
  ].join('');
}

/**
 * Runs before the first paint: the headline belongs to Home only. The server's CSP allows this one
 * inline script by its hash, which it computes from the built index.html at start.
 */
export const FIRST_PAINT_GUARD =
  "<script>if(location.pathname!=='/')document.getElementById('root').replaceChildren()</script>";
