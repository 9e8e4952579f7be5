import { describe, expect, it } from 'vitest';
import {
  type AssistantExample,
  ownAssistantExamples,
  readAssistantExamples,
} from '../../test-support/assistant-examples';
import { sharedAssistantExamples } from '../../test-support/shared-data';
import { AFRICAN_COUNTRIES } from '../catalogue';
import { interpret } from './interpreter';
import { AMBIGUOUS_PLACES } from './phrasebook';

const fieldsOf = (text: string) => {
  const { kind, country, genre, language, control } = interpret(text);
  return { kind, country, genre, language, control };
};

const readsAsTheExampleSays = (example: AssistantExample) => {
  expect(fieldsOf(example.text)).toEqual({
    kind: example.kind,
    country: example.country ?? null,
    genre: example.genre ?? null,
    language: example.language ?? null,
    control: example.control ?? null,
  });
};

const englishExamples = ownAssistantExamples('en');

describe('every utterance in the English examples', () => {
  it('covers countries, genres, languages, every control, trending, the current title, a question and no match', () => {
    const kinds = new Set(englishExamples.map((example) => example.kind));
    expect([...kinds].sort()).toEqual(['clarify', 'control', 'now_playing', 'station', 'trending', 'unknown']);
    const controls = new Set(englishExamples.map((example) => example.control).filter(Boolean));
    expect(controls.size).toBe(8);
    for (const field of ['country', 'genre', 'language'] as const) {
      expect(englishExamples.filter((example) => example[field]).length, field).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(englishExamples)('reads "$text" as the example says, and nothing more', readsAsTheExampleSays);
});

const sharedFile = sharedAssistantExamples();
const sharedExamples = sharedFile ? readAssistantExamples(sharedFile) : [];

describe.skipIf(!sharedFile)('every utterance in the shared examples', () => {
  it('is a non-empty list', () => {
    expect(sharedExamples.length).toBeGreaterThan(0);
  });

  it.each(sharedExamples)('reads "$text" as the example says, and nothing more', readsAsTheExampleSays);
});

describe('country names that contain or share another country’s name', () => {
  it.each([
    ['radio from Niger', 'NE'],
    ['radio from Nigeria', 'NG'],
    ['Nigerien music', 'NE'],
    ['Nigerian music', 'NG'],
    ['Niger Delta radio', 'NG'],
    ['radio from Guinea', 'GN'],
    ['Guinean music', 'GN'],
    ['radio from Guinea-Bissau', 'GW'],
    ['Guinea Bissau music', 'GW'],
    ['Bissau-Guinean radio', 'GW'],
    ['Equatorial Guinea', 'GQ'],
    ['Guinée équatoriale', 'GQ'],
    ['Equatorial Guinean music', 'GQ'],
    ['Sudan', 'SD'],
    ['Sudanese radio', 'SD'],
    ['South Sudan', 'SS'],
    ['South Sudanese radio', 'SS'],
    ['radio from the Democratic Republic of the Congo', 'CD'],
    ['DRC music', 'CD'],
    ['DR Congo', 'CD'],
    ['RDC musique', 'CD'],
    ['Congo-Kinshasa', 'CD'],
    ['Congo Brazzaville', 'CG'],
    ['Congo-Brazzaville stations', 'CG'],
    ['Republic of the Congo', 'CG'],
    ['République du Congo', 'CG'],
    ['Ivory Coast radio', 'CI'],
    ["Côte d'Ivoire", 'CI'],
    ['Cote d’Ivoire', 'CI'],
    ['cote divoire', 'CI'],
    ['Ivorian music', 'CI'],
    ['musique ivoirienne', 'CI'],
    ['Swaziland', 'SZ'],
    ['Eswatini radio', 'SZ'],
    ['Swazi music', 'SZ'],
    ['Cabo Verde', 'CV'],
    ['Cape Verde radio', 'CV'],
    ['Cape Verdean music', 'CV'],
    ['South African radio', 'ZA'],
    ['Central African Republic', 'CF'],
    ['Central African radio', 'CF'],
    ['radio from Benin', 'BJ'],
    ['Benin City radio', 'NG'],
    ['Ghanaian radio', 'GH'],
    ['Malagasy radio', 'MG'],
  ])('reads "%s" as %s', (text, country) => {
    expect(fieldsOf(text)).toMatchObject({ kind: 'station', country });
  });

  it('reads "Congolese rumba" as the genre both Congos play, not as a place', () => {
    expect(fieldsOf('Congolese rumba')).toMatchObject({ kind: 'station', country: null, genre: 'soukous' });
  });
});

describe('every African country', () => {
  const sharedNames = new Set(AMBIGUOUS_PLACES.flatMap((place) => place.names));

  it.each(AFRICAN_COUNTRIES.map((country) => [country.name, country] as const))(
    'is found by its name, each of its demonyms and its capitals: %s',
    (_name, country) => {
      expect(fieldsOf(`radio from ${country.name}`).country).toBe(country.code);
      for (const demonym of country.demonyms.filter((name) => !sharedNames.has(name))) {
        expect(fieldsOf(`${demonym} radio`).country, demonym).toBe(country.code);
      }
      for (const capital of country.capital) {
        expect(fieldsOf(`radio from ${capital}`).country, capital).toBe(country.code);
      }
    },
  );
});

describe('nicknames and cities', () => {
  it.each([
    ['play some naija music', 'NG'],
    ['9ja radio', 'NG'],
    ['mzansi', 'ZA'],
    ['Kenia', 'KE'],
    ['afrobeats out of Lagos', 'NG'],
    ['Kumasi radio', 'GH'],
    ['Durban stations', 'ZA'],
    ['Joburg radio', 'ZA'],
    ['radio from Dar es Salaam', 'TZ'],
    ['Mombasa', 'KE'],
    ['Abidjan', 'CI'],
    ['Casablanca radio', 'MA'],
    ['Douala', 'CM'],
  ])('reads "%s" as %s', (text, country) => {
    expect(fieldsOf(text)).toMatchObject({ kind: 'station', country });
  });

  it('reads "naija" as the country, not as the afrobeats tag it also is', () => {
    expect(fieldsOf('naija gospel')).toMatchObject({ country: 'NG', genre: 'gospel' });
  });
});

describe('typos, shouting, diacritics and mixed languages', () => {
  it.each([
    ['nigria', { country: 'NG' }],
    ['gospl from ghana', { country: 'GH', genre: 'gospel' }],
    ['gahna gospel', { country: 'GH', genre: 'gospel' }],
    ['radio from tanzanai', { country: 'TZ' }],
    ['amapiyano', { genre: 'amapiano' }],
    ['reggea music', { genre: 'reggae' }],
    ['Nigerians music', { country: 'NG' }],
    ['PLAY GOSPEL FROM GHANA!!!', { country: 'GH', genre: 'gospel' }],
    ['RADIO FROM SÉNÉGAL', { country: 'SN' }],
    ['radio from senegal', { country: 'SN' }],
    ['Moçambique', { country: 'MZ' }],
    ['São Tomé e Príncipe', { country: 'ST' }],
    ["radio de la Côte d'Ivoire", { country: 'CI' }],
    ['je veux écouter du gospel ghanéen', { country: 'GH', genre: 'gospel' }],
    ['musique du Cameroun', { country: 'CM' }],
    ['redio ya Tanzania', { country: 'TZ' }],
    ['nataka muziki wa injili kutoka Kenya', { country: 'KE', genre: 'gospel' }],
    ['habari za Kenya', { country: 'KE', genre: 'talk' }],
    ['radio en français', { language: 'fr' }],
    ['راديو مصر', { country: 'EG' }],
  ])('reads "%s" as a station request with %o', (text, expected) => {
    expect(fieldsOf(text)).toMatchObject({ kind: 'station', ...expected });
  });

  it('does not read a common English word as a typo of a place ("tunes" is not Tunis)', () => {
    expect(fieldsOf('play some tunes')).toEqual({
      kind: 'station',
      country: null,
      genre: null,
      language: null,
      control: null,
    });
    expect(fieldsOf('I would like some gospel').genre).toBe('gospel');
  });

  it('does not guess between two countries a typo is equally close to', () => {
    expect(fieldsOf('radio from sambia').country).toBeNull();
  });

  it('does not correct short words, where one letter makes another word', () => {
    expect(fieldsOf('radio from mal').country).toBeNull();
  });
});

describe('genres and languages', () => {
  it.each([
    ['praise and worship', 'gospel'],
    ['some rap', 'hiphop'],
    ['hip-hop', 'hiphop'],
    ['EDM', 'electronic'],
    ['the news', 'talk'],
    ['classic rock', 'rock'],
    ['rock classics', 'rock'],
    ['R&B', 'rnb'],
    ['bongo flava', 'bongo'],
    ['Christian hip hop', 'hiphop'],
  ])('reads "%s" as the genre %s', (text, genre) => {
    expect(fieldsOf(text)).toMatchObject({ kind: 'station', genre });
  });

  it.each([
    ['radio in Swahili', 'sw'],
    ['Kiswahili', 'sw'],
    ['Yoruba music', 'yo'],
    ['Igbo radio', 'ig'],
    ['Amharic', 'am'],
    ['isiZulu', 'zu'],
    ['French radio', 'fr'],
  ])('reads "%s" as the language %s', (text, language) => {
    expect(fieldsOf(text)).toMatchObject({ kind: 'station', language });
  });

  it('reads a demonym that is also a language as the country, unless asked for "in" it', () => {
    expect(fieldsOf('Somali radio')).toMatchObject({ country: 'SO', language: null });
    expect(fieldsOf('radio in Somali')).toMatchObject({ country: null, language: 'so' });
    expect(fieldsOf('Malagasy language radio')).toMatchObject({ country: null, language: 'mg' });
  });

  it('reads "Arabic" as the language rather than also as the genre', () => {
    expect(fieldsOf('Arabic music')).toMatchObject({ language: 'ar', genre: null });
  });
});

describe('places mentioned without asking for radio', () => {
  it.each([
    "what's the weather in Lagos",
    'weather in Lagos',
    'book a flight to Nairobi',
    'tell me about Accra',
    "what's the capital of Kenya",
  ])('reads "%s" as unknown', (text) => {
    expect(fieldsOf(text)).toEqual({ kind: 'unknown', country: null, genre: null, language: null, control: null });
  });

  it('still says what it can do for that place', () => {
    expect(interpret('book a flight to Nairobi').reply).toBe(
      'I can only help with radio. Try asking for radio from Kenya.',
    );
  });
});

describe('blank and meaningless input', () => {
  it.each(['', '   ', '?!', 'qwerty', 'asdf jkl'])('reads %j as unknown with a helpful reply', (text) => {
    const answer = interpret(text);
    expect(answer.kind).toBe('unknown');
    expect(answer.reply).toMatch(/gospel from Ghana/);
  });
});

describe('controls, trending and the current title', () => {
  it.each([
    ['pause', 'pause'],
    ['hold on, pause', 'pause'],
    ['play', 'resume'],
    ['resume playing', 'resume'],
    ['stop', 'stop'],
    ['turn it off', 'stop'],
    ['turn up the volume', 'volume_up'],
    ['make it louder', 'volume_up'],
    ['turn the volume down', 'volume_down'],
    ['too loud', 'volume_down'],
    ['mute', 'mute'],
    ['next', 'next'],
    ['skip this station', 'next'],
    ['play something else', 'next'],
    ['arrête', 'stop'],
    ['ongeza sauti', 'volume_up'],
  ])('reads "%s" as %s', (text, control) => {
    expect(fieldsOf(text)).toMatchObject({ kind: 'control', control, country: null, genre: null });
  });

  it('stops rather than searching when told to turn a genre off', () => {
    expect(fieldsOf('turn off the news')).toMatchObject({ kind: 'control', control: 'stop', genre: null });
  });

  it('reads "another station" with a place as a request for that place', () => {
    expect(fieldsOf('another station from Ghana')).toMatchObject({ kind: 'station', country: 'GH', control: null });
  });

  it('reads "play some music" without a place or genre as a request for any station', () => {
    expect(fieldsOf('play some music')).toEqual({
      kind: 'station',
      country: null,
      genre: null,
      language: null,
      control: null,
    });
  });

  it('keeps the filters of a trending request', () => {
    expect(fieldsOf('trending in Nigeria')).toMatchObject({ kind: 'trending', country: 'NG' });
    expect(fieldsOf("what's hot")).toMatchObject({ kind: 'trending', country: null });
  });

  it.each(["who's singing", 'what song is this', 'whats playing', 'what station is this'])(
    'reads "%s" as a question about what is playing',
    (text) => {
      expect(fieldsOf(text).kind).toBe('now_playing');
    },
  );
});

describe('replies', () => {
  it.each([
    ['play gospel from Ghana', 'Playing gospel from Ghana.'],
    ['news from Nigeria', 'Playing talk and news from Nigeria.'],
    ['Twi gospel from Ghana', 'Playing gospel in Twi from Ghana.'],
    ['radio in Hausa', 'Playing radio in Hausa.'],
    ['Gambian radio', 'Playing radio from the Gambia.'],
    ['play some music', 'Playing a station for you.'],
    ['what is popular', "Here is what's trending."],
    ['trending gospel', "Here is what's trending for gospel."],
    ['pause', 'Pausing.'],
    ['another station', 'Playing another station.'],
  ])('answers "%s" with "%s"', (text, reply) => {
    expect(interpret(text).reply).toBe(reply);
  });

  it('never states a count, which the interpreter cannot know', () => {
    for (const example of [...englishExamples, ...sharedExamples]) {
      expect(interpret(example.text).reply).not.toMatch(/\d/);
    }
  });
});

describe('countries an admin hid from listeners', () => {
  const hidden =
    (...codes: string[]) =>
    (country: string) =>
      !codes.includes(country);

  it('answers a request for a hidden country as no match, in the listener’s language', () => {
    const answer = interpret('play gospel from Ghana', { isDiscoverable: hidden('GH') });
    expect(answer).toMatchObject({ kind: 'unknown', country: null, genre: null });
    expect(answer.reply).toMatch(/^I couldn't find any stations matching your request/);
    expect(interpret('mets une radio du Ghana', { language: 'fr', isDiscoverable: hidden('GH') }).reply).toMatch(
      /^Je n’ai trouvé aucune station/,
    );
    expect(interpret('play gospel from Ghana', { isDiscoverable: hidden('KE') })).toMatchObject({
      kind: 'station',
      country: 'GH',
    });
  });

  it('leaves a hidden country out of a question: one country left is answered at once, none is no match', () => {
    expect(interpret('radio from Congo', { isDiscoverable: hidden('CD') })).toMatchObject({
      kind: 'station',
      country: 'CG',
    });
    expect(interpret('radio from Congo', { isDiscoverable: hidden('CD', 'CG') })).toMatchObject({
      kind: 'unknown',
      country: null,
    });
  });

  it('does not take a hidden country from the answer to a question asked before it was hidden', () => {
    const asked = interpret('radio from Congo');
    expect(asked.kind).toBe('clarify');
    const question = asked.question;
    if (!question) throw new Error('no question');
    const answer = interpret('Brazzaville', { context: { question }, isDiscoverable: hidden('CG') });
    expect(answer).toMatchObject({ kind: 'unknown', country: null });
  });
});
