// The assistant's replies in French. Countries take their preposition with their article ("du
// Sénégal", "de Côte d’Ivoire", "des Comores"), so each is written out rather than built.
import { GENRE_NAMES_BY_LANGUAGE, type GenreId } from '@sauti/contract';
import { qualifiersIn, type Replies } from './replies';

/** Genres named by a noun take "de" after "une radio" ("de musique arabe"); the others read as adjectives ("gospel"). */
const NAMED_BY_A_NOUN: ReadonlySet<GenreId> = new Set([
  'electronic',
  'traditional',
  'arabic',
  'religious',
  'sports',
  'talk',
  'world',
  'variety',
]);

/** "de", elided before a vowel ("d’émissions religieuses"). */
const withDe = (words: string) => (/^[aeiouyàâéèêîôû]/i.test(words) ? `d’${words}` : `de ${words}`);

/** The genre as it follows "une radio" (and "les radios": every form is the same in the plural). */
function afterRadio(genre: GenreId): string {
  const name = GENRE_NAMES_BY_LANGUAGE.fr[genre];
  return NAMED_BY_A_NOUN.has(genre) ? withDe(name) : name;
}

const FROM_COUNTRY: Readonly<Record<string, string>> = {
  AO: 'd’Angola',
  BF: 'du Burkina Faso',
  BI: 'du Burundi',
  BJ: 'du Bénin',
  BW: 'du Botswana',
  CD: 'de la RD Congo',
  CF: 'de Centrafrique',
  CG: 'de la République du Congo',
  CI: 'de Côte d’Ivoire',
  CM: 'du Cameroun',
  CV: 'du Cap-Vert',
  DJ: 'de Djibouti',
  DZ: 'd’Algérie',
  EG: 'd’Égypte',
  ER: 'd’Érythrée',
  ET: 'd’Éthiopie',
  GA: 'du Gabon',
  GH: 'du Ghana',
  GM: 'de Gambie',
  GN: 'de Guinée',
  GQ: 'de Guinée équatoriale',
  GW: 'de Guinée-Bissau',
  KE: 'du Kenya',
  KM: 'des Comores',
  LR: 'du Liberia',
  LS: 'du Lesotho',
  LY: 'de Libye',
  MA: 'du Maroc',
  MG: 'de Madagascar',
  ML: 'du Mali',
  MR: 'de Mauritanie',
  MU: 'de Maurice',
  MW: 'du Malawi',
  MZ: 'du Mozambique',
  NA: 'de Namibie',
  NE: 'du Niger',
  NG: 'du Nigeria',
  RW: 'du Rwanda',
  SC: 'des Seychelles',
  SD: 'du Soudan',
  SL: 'de Sierra Leone',
  SN: 'du Sénégal',
  SO: 'de Somalie',
  SS: 'du Soudan du Sud',
  ST: 'de Sao Tomé-et-Principe',
  SZ: 'd’Eswatini',
  TD: 'du Tchad',
  TG: 'du Togo',
  TN: 'de Tunisie',
  TZ: 'de Tanzanie',
  UG: 'd’Ouganda',
  ZA: 'd’Afrique du Sud',
  ZM: 'de Zambie',
  ZW: 'du Zimbabwe',
};

/** The two Congos, on a button and in a sentence. */
const DISTINCT_NAMES: Readonly<Record<string, { label: string; said: string }>> = {
  CD: { label: 'RD Congo (Kinshasa)', said: 'la RD Congo (Kinshasa)' },
  CG: { label: 'République du Congo (Brazzaville)', said: 'la République du Congo (Brazzaville)' },
};

const regionNames = new Intl.DisplayNames(['fr'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['fr'], { type: 'language' });
const orList = new Intl.ListFormat('fr', { type: 'disjunction' });

/** "gospel en akan du Ghana", after "radio" or "radios". */
const qualifiers = qualifiersIn({
  genre: afterRadio,
  language: (code) => `en ${languageNames.of(code) ?? code}`,
  country: (code) => FROM_COUNTRY[code] ?? code,
});

// French sets a question mark apart with a (narrow, unbreakable) space.
const QUESTION = '\u202f?';

export const FRENCH_REPLIES: Replies = {
  playing: (filters) => `Je vous mets une radio${qualifiers(filters)}.`,
  trending: (filters) => `Voici les radios${qualifiers(filters)} les plus écoutées en ce moment.`,
  onlyRadio: (filters) =>
    `Je ne peux vous aider que pour la radio. Essayez de demander une radio${qualifiers(filters)}.`,
  checkingNowPlaying: 'Je regarde ce qui passe.',
  controls: {
    pause: 'Je mets en pause.',
    resume: 'Je reprends.',
    stop: 'J’arrête la radio.',
    volume_up: 'Je monte le son.',
    volume_down: 'Je baisse le son.',
    mute: 'Je coupe le son.',
    unmute: 'Je remets le son.',
    next: 'Je passe à une autre station.',
  },
  blank: 'Demandez-moi une radio par pays, ville, genre ou langue, par exemple « gospel du Ghana ».',
  notUnderstood: 'Désolé, je n’ai pas compris. Essayez « gospel du Ghana », « radio en swahili » ou « pause ».',
  noMatch:
    'Je n’ai trouvé aucune station pour votre demande. Essayez de la musique du Nigeria, du Ghana ou du Kenya, ou un genre comme le gospel, le jazz ou l’afrobeats.',
  countryLabel: (code) => DISTINCT_NAMES[code]?.label ?? regionNames.of(code) ?? code,
  whichCountry: (options) =>
    `Vous voulez dire ${orList.format(options.map((option) => DISTINCT_NAMES[option.country]?.said ?? option.label))}${QUESTION}`,
};
