import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogues';
import { type CompiledMessage, compileCatalogue } from './compile-catalogue';
import { LANGUAGES, type Language } from './languages';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';
import sw from './locales/sw.json';

const catalogues: Record<Language, Record<string, string>> = { en, fr, ar, sw, pt };
const others = LANGUAGES.filter((language) => language !== 'en');

interface Shape {
  /** Every argument a message reads, plural ones included. */
  variables: Set<string>;
  /** The `<name>…</name>` parts a screen fills with elements. */
  tags: Set<string>;
  /** For each plural argument, the categories it spells out. */
  plurals: Array<{ variable: string; cases: string[] }>;
}

function shapeOf(message: CompiledMessage, shape: Shape = { variables: new Set(), tags: new Set(), plurals: [] }) {
  for (const token of message) {
    if (typeof token === 'string') {
      for (const [, tag] of token.matchAll(/<([a-zA-Z][\w-]*)>/g)) shape.tags.add(tag ?? '');
      continue;
    }
    const [variable, type, format] = token;
    shape.variables.add(variable);
    if (type !== 'plural' && type !== 'select') continue;
    const { offset: _offset, ...cases } = format as Record<string, CompiledMessage>;
    if (type === 'plural') shape.plurals.push({ variable, cases: Object.keys(cases) });
    for (const branch of Object.values(cases)) shapeOf(branch, shape);
  }
  return shape;
}

const compiled = Object.fromEntries(
  LANGUAGES.map((language) => [language, compileCatalogue(catalogues[language])]),
) as Record<Language, Record<string, CompiledMessage>>;

describe('message catalogues', () => {
  it.each(others)('%s has exactly the English keys, no more and no fewer', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(LANGUAGES)('%s has no empty message', (language) => {
    const empty = Object.entries(catalogues[language]).filter(([, message]) => message.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(others)('%s reads the same variables and fills the same tags as English', (language) => {
    const mismatched = Object.keys(en).filter((key) => {
      const english = shapeOf(compiled.en[key] ?? []);
      const translated = shapeOf(compiled[language][key] ?? []);
      return (
        [...english.variables].sort().join() !== [...translated.variables].sort().join() ||
        [...english.tags].sort().join() !== [...translated.tags].sort().join()
      );
    });
    expect(mismatched).toEqual([]);
  });

  it.each(LANGUAGES)("%s spells out every plural category of its language (Arabic's six included)", (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const gaps = Object.entries(compiled[language]).flatMap(([key, message]) =>
      shapeOf(message).plurals.flatMap(({ variable, cases }) =>
        categories.filter((category) => !cases.includes(category)).map((category) => `${key}:${variable}:${category}`),
      ),
    );
    expect(gaps).toEqual([]);
  });

  it('formats a count with the right plural form and grouping in each language', async () => {
    const { i18n } = await import('./runtime');
    const say = async (language: Language, locale: string, count: number) => {
      i18n.load(language, await loadMessages(language, ['core']));
      i18n.activate(language, [locale]);
      return i18n._('stations.count', { count });
    };
    expect(await say('en', 'en', 1)).toBe('1 station');
    expect(await say('en', 'en', 2500)).toBe('2,500 stations');
    expect(await say('fr', 'fr', 0)).toBe('0 station');
    expect(await say('ar', 'ar-u-nu-latn', 2)).toBe('محطتان');
    expect(await say('ar', 'ar-u-nu-latn', 5)).toBe('5 محطات');
    expect(await say('ar', 'ar-u-nu-latn', 11)).toBe('11 محطة');
    expect(await say('sw', 'sw', 12)).toBe('vituo 12');
    expect(await say('pt', 'pt', 1)).toBe('1 estação');
  });

  it("loads a language's own messages alone, every key among them, so none shows raw", async () => {
    const french = await loadMessages('fr', ['core']);
    expect(Object.keys(french).sort()).toEqual(Object.keys(en).sort());
  });

  it("splits the static pages', the admin area's, the login form's and the lazy screens' texts from the first view's, and nothing else", () => {
    const pages = Object.keys(compileCatalogue(en, 'pages'));
    const admin = Object.keys(compileCatalogue(en, 'admin'));
    const account = Object.keys(compileCatalogue(en, 'account'));
    const screens = Object.keys(compileCatalogue(en, 'screens'));
    const core = Object.keys(compileCatalogue(en, 'core'));
    expect(pages.length + admin.length + account.length + screens.length + core.length).toBe(Object.keys(en).length);
    expect(screens).toContain('playlists.new');
    expect(screens).toContain('station.history.heading');
    expect(screens).toContain('player.sleep.endOfShow');
    expect(screens).toContain('myAccount.deleteIntro');
    expect(screens).toContain('station.schedule.onNow');
    expect(screens).toContain('studio.schedule.save');
    expect(
      screens.every((key) =>
        /^(playlists\.|profile\.|myAccount\.|station\.(history|schedule)\.|station\.embed|station\.sharing\.|station\.broadcaster\.|player\.sleep\.|player\.cast|studio\.|claim\.)/.test(
          key,
        ),
      ),
    ).toBe(true);
    expect(core.some((key) => key.startsWith('player.sleep.'))).toBe(false);
    expect(core.some((key) => ['playlists.', 'myAccount.', 'studio.'].some((prefix) => key.startsWith(prefix)))).toBe(
      false,
    );
    expect(account).toContain('password.warning.topTen');
    expect(account).toContain('password.weak');
    expect(account).toContain('username.scripts');
    expect(account).toContain('accountMail.forgot');
    expect(account.every((key) => /^(password|username|accountMail)\./.test(key))).toBe(true);
    expect(admin.every((key) => /^(admin|monetization)\./.test(key))).toBe(true);
    expect(core.some((key) => /^(admin|monetization)\./.test(key))).toBe(false);
    expect(pages).toContain('help.find.a');
    expect(pages).toContain('cookies.choice.acceptAll');
    expect(pages.every((key) => /^(help|about|advertise|contact|submit|cookies)\./.test(key))).toBe(true);
    expect(core).toContain('home.hero.title');
    expect(core).toContain('legal.note');
  });
});
