import {
  ASSISTANT_LANGUAGES,
  type AssistantContext,
  type AssistantLanguage,
  GENRE_IDS,
  GENRE_NAMES_BY_LANGUAGE,
} from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { ownAssistantExamples } from '../../test-support/assistant-examples';
import { AFRICAN_COUNTRIES } from '../catalogue';
import { interpret } from './interpreter';

const OTHER_LANGUAGES = ASSISTANT_LANGUAGES.filter((language) => language !== 'en');

const fieldsOf = (text: string, language: AssistantLanguage = 'en') => {
  const { kind, country, genre, language: spoken, control } = interpret(text, { language });
  return { kind, country, genre, language: spoken, control };
};

describe.each(OTHER_LANGUAGES)('the %s examples beside the English ones', (language) => {
  const examples = ownAssistantExamples(language);

  it('hold at least 15 cases, among them a clarify, an unmute, a now-playing and a no-match', () => {
    expect(examples.length).toBeGreaterThanOrEqual(15);
    const kinds = new Set(examples.map((example) => example.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['station', 'trending', 'control', 'now_playing', 'clarify']));
    expect(examples.some((example) => example.control === 'unmute')).toBe(true);
    expect(kinds.has('unknown')).toBe(true);
  });

  it.each(examples)('reads "$text" as the example says, and nothing more', (example) => {
    expect(fieldsOf(example.text, language)).toEqual({
      kind: example.kind,
      country: example.country ?? null,
      genre: example.genre ?? null,
      language: example.language ?? null,
      control: example.control ?? null,
    });
  });

  it.each(examples)('answers "$text" in its own language, never in a third one', (example) => {
    const answer = interpret(example.text, { language });
    expect(answer.reply_language).toBe(language);
    expect(answer.reply).not.toMatch(/\d/);
    // On an English page, the words either tell their language or the page's is kept.
    expect([language, 'en']).toContain(interpret(example.text, { language: 'en' }).reply_language);
  });
});

describe('the language of the reply', () => {
  it.each([
    ['joue du rap sénégalais', 'en', 'fr'],
    ['mets une radio du Sénégal', 'ar', 'fr'],
    ['coupe le son', 'en', 'fr'],
    ['play some kenyan gospel', 'fr', 'en'],
    ['play radio from Ghana', 'sw', 'en'],
    ['شغل راديو من مصر', 'en', 'ar'],
    ['أخبار من كينيا', 'fr', 'ar'],
    ['weka redio ya Kenya', 'en', 'sw'],
    ['cheza muziki wa injili kutoka Kenya', 'pt', 'sw'],
    ['põe uma rádio de Angola', 'en', 'pt'],
    ['notícias de desporto', 'fr', 'pt'],
    ['Egyptian radio', 'fr', 'fr'],
    ['pause', 'sw', 'sw'],
  ] as const)('answers "%s" on a page in %s in %s', (text, page, spoken) => {
    const answer = interpret(text, { language: page });
    expect(answer.reply_language).toBe(spoken);
    expect(answer.reply).toBe(interpret(text, { language: spoken }).reply);
  });

  it('reads "joue du rap sénégalais" as hip hop from Senegal, in French', () => {
    expect(interpret('joue du rap sénégalais', { language: 'en' })).toMatchObject({
      kind: 'station',
      country: 'SN',
      genre: 'hiphop',
      reply_language: 'fr',
      reply: interpret('joue du rap sénégalais', { language: 'fr' }).reply,
    });
  });
});

describe('the requests quoted in the issue', () => {
  it.each([
    ['mets une radio du Sénégal', 'SN', 'play radio from Senegal'],
    ['شغل راديو من مصر', 'EG', 'play radio from Egypt'],
    ['weka redio ya Kenya', 'KE', 'play radio from Kenya'],
    ['põe uma rádio de Angola', 'AO', 'play radio from Angola'],
  ])('resolves "%s" like its English twin', (text, country, twin) => {
    expect(fieldsOf(text)).toEqual(fieldsOf(twin));
    expect(fieldsOf(text)).toMatchObject({ kind: 'station', country });
  });
});

describe('every African country in every language', () => {
  const locales = ['fr', 'ar', 'sw', 'pt', 'pt-PT'];
  it.each(AFRICAN_COUNTRIES.map((country) => [country.name, country.code] as const))(
    'is found by its name in French, Arabic, Swahili and Portuguese: %s',
    (_name, code) => {
      for (const locale of locales) {
        const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? '';
        const [mainName = ''] = name.split(' (');
        expect(fieldsOf(`radio ${mainName}`).country, `${locale}: ${mainName}`).toBe(code);
      }
    },
  );
});

describe('Arabic as people type it', () => {
  it.each([
    ['إذاعة مـصـرية', 'EG'],
    ['الإذاعة الغانية', 'GH'],
    ['راديو من السنغال', 'SN'],
    ['رَادِيُو مِنَ السِّنِغَال', 'SN'],
    ['راديو من ساحل العاج', 'CI'],
    ['اذاعه من جنوب افريقيا', 'ZA'],
    ['راديو جنوب السودان', 'SS'],
    ['إذاعة سودانية', 'SD'],
  ])('reads "%s" as %s, whatever its alef, taa marbuta, tashkeel or tatweel', (text, country) => {
    expect(fieldsOf(text)).toMatchObject({ kind: 'station', country });
  });

  it('takes attached prefixes off: "with Arabic", "and the news"', () => {
    expect(fieldsOf('راديو بالعربية')).toMatchObject({ kind: 'station', language: 'ar' });
    expect(fieldsOf('والأخبار من مصر')).toMatchObject({ kind: 'station', country: 'EG', genre: 'talk' });
  });
});

describe('replies in each language', () => {
  it.each([
    ['fr', 'mets du gospel du Ghana', 'Je vous mets une radio gospel du Ghana.'],
    ['fr', 'pause', 'Je mets en pause.'],
    ['ar', 'أخبار من مصر', 'إليك إذاعة إخبارية وحوارية من مصر.'],
    ['sw', 'injili kutoka Ghana', 'Nakuwekea redio ya injili kutoka Ghana.'],
    ['pt', 'gospel de Angola', 'Aqui vai uma rádio de gospel de Angola.'],
    ['pt', 'Kenya', 'Aqui vai uma rádio do Quénia.'],
  ] as const)('in %s answers "%s" with "%s"', (language, text, reply) => {
    expect(interpret(text, { language }).reply).toBe(reply);
  });

  it.each(OTHER_LANGUAGES)('in %s names each genre as the web app labels it', (language) => {
    for (const genre of GENRE_IDS) {
      const name = GENRE_NAMES_BY_LANGUAGE[language][genre];
      expect(interpret(name, { language }).reply, name).toContain(name);
    }
  });

  it('keeps every English reply as it was when no language is given', () => {
    expect(interpret('qwerty').reply).toBe(
      "Sorry, I didn't catch that. Try 'gospel from Ghana', 'radio in Swahili' or 'pause'.",
    );
    expect(interpret('qwerty', { language: 'en' }).reply).toBe(interpret('qwerty').reply);
  });
});

describe('a place that names two countries', () => {
  const congoQuestion = (text: string, language: AssistantLanguage = 'en') => {
    const answer = interpret(text, { language });
    if (!answer.question) throw new Error(`"${text}" asked no question`);
    return { answer, context: { question: answer.question } satisfies AssistantContext };
  };

  it('asks which Congo, naming both, and keeps the request for the answer', () => {
    const { answer } = congoQuestion('play gospel from Congo');
    expect(answer).toMatchObject({ kind: 'clarify', country: null, genre: 'gospel', control: null });
    expect(answer.reply).toBe('Do you mean DR Congo (Kinshasa) or the Republic of the Congo (Brazzaville)?');
    expect(answer.question).toEqual({
      request: { kind: 'station', genre: 'gospel', language: null },
      options: [
        { country: 'CD', label: 'DR Congo (Kinshasa)' },
        { country: 'CG', label: 'Republic of the Congo (Brazzaville)' },
      ],
    });
  });

  it.each(['Congo', 'radio from Congo', 'Congolese music', 'the Congo'])('asks about "%s"', (text) => {
    expect(interpret(text).kind).toBe('clarify');
  });

  it.each([
    ['the DRC', 'CD'],
    ['DRC', 'CD'],
    ['Kinshasa', 'CD'],
    ['RDC', 'CD'],
    ['the first one', 'CD'],
    ['Brazzaville', 'CG'],
    ['Congo-Brazzaville', 'CG'],
    ['the second one', 'CG'],
    ['the Republic of the Congo', 'CG'],
  ])('takes "%s" as the answer %s and plays the request that waited on it', (text, country) => {
    const { context } = congoQuestion('play gospel from Congo');
    expect(fieldsOf(text)).not.toMatchObject({ country, genre: 'gospel' });
    expect(interpret(text, { context })).toMatchObject({ kind: 'station', country, genre: 'gospel' });
  });

  it('answers a trending question with trending', () => {
    const { context } = congoQuestion('trending in Congo');
    expect(interpret('Kinshasa', { context })).toMatchObject({ kind: 'trending', country: 'CD' });
  });

  it.each(ASSISTANT_LANGUAGES)('in %s, takes each button label back as the answer', (language) => {
    const { answer, context } = congoQuestion('Congo', language);
    expect(answer.reply).not.toBe(congoQuestion('Congo', language === 'en' ? 'fr' : 'en').answer.reply);
    for (const option of answer.question?.options ?? []) {
      expect(interpret(option.label, { language, context }).country, option.label).toBe(option.country);
    }
  });

  it.each([
    ['fr', 'la RDC', 'CD'],
    ['fr', 'la deuxième', 'CG'],
    ['ar', 'الكونغو الديمقراطية', 'CD'],
    ['ar', 'الأول', 'CD'],
    ['sw', 'ya pili', 'CG'],
    ['pt', 'o primeiro', 'CD'],
    ['pt', 'Brazzaville', 'CG'],
  ] as const)('in %s, takes "%s" as the answer %s', (language, text, country) => {
    const { context } = congoQuestion('radio from Congo', language);
    expect(interpret(text, { language, context })).toMatchObject({ kind: 'station', country });
  });

  it('reads a new request after the question as a new request', () => {
    const { context } = congoQuestion('radio from Congo');
    expect(interpret('pause', { context })).toMatchObject({ kind: 'control', control: 'pause' });
    expect(interpret('radio from Ghana', { context })).toMatchObject({ kind: 'station', country: 'GH' });
    expect(interpret('Congo', { context }).kind).toBe('clarify');
  });

  it('ignores options that name no African country', () => {
    const context: AssistantContext = {
      question: {
        request: { kind: 'station', genre: null, language: null },
        options: [
          { country: 'US', label: 'United States' },
          { country: 'XX', label: 'Nowhere' },
        ],
      },
    };
    expect(interpret('the first one', { context }).country).toBeNull();
  });

  it('does not ask about names that only look shared: Guinea, Sudan, Niger', () => {
    expect(fieldsOf('radio from Guinea')).toMatchObject({ kind: 'station', country: 'GN' });
    expect(fieldsOf('radio from Sudan')).toMatchObject({ kind: 'station', country: 'SD' });
    expect(fieldsOf('radio from Niger')).toMatchObject({ kind: 'station', country: 'NE' });
  });
});

describe('unmute', () => {
  it.each([
    ['unmute', 'en'],
    ['sound on', 'en'],
    ['remettre le son', 'fr'],
    ['rudisha sauti', 'sw'],
    ['الغاء كتم الصوت', 'ar'],
    ['tirar o mudo', 'pt'],
    ['ativar som', 'pt'],
  ] as const)('reads "%s" as unmute, and answers in %s', (text, language) => {
    expect(fieldsOf(text, language)).toMatchObject({ kind: 'control', control: 'unmute' });
  });

  it('answers in English as the other controls do', () => {
    expect(interpret('unmute').reply).toBe('Unmuting.');
  });
});
