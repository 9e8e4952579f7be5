// Each genre's name in each of Sauti's languages: the one spelling the web app's labels, the
// assistant's replies on both sides and its understanding of what listeners type all read. Names are
// written as they stand inside a sentence ("une radio de musique arabe", "redio ya injili"); a label
// capitalises the first letter (genreLabel). English names are the catalogue's own, GENRE_NAMES.
import type { AssistantLanguage } from './assistant';
import { GENRE_NAMES, type GenreId } from './genres';

type GenreNames = Readonly<Record<GenreId, string>>;

/**
 * Genres that French, Swahili and Portuguese (and English sentences) call by one loanword, written
 * alike and in lower case inside a sentence.
 */
export const GENRES_NAMED_ALIKE = {
  afrobeats: 'afrobeats',
  amapiano: 'amapiano',
  highlife: 'highlife',
  pop: 'pop',
  rock: 'rock',
  jazz: 'jazz',
  reggae: 'reggae',
  soukous: 'soukous',
  makossa: 'makossa',
  gqom: 'gqom',
  kwaito: 'kwaito',
} as const satisfies Partial<GenreNames>;

const FRENCH: GenreNames = {
  ...GENRES_NAMED_ALIKE,
  gospel: 'gospel',
  hiphop: 'hip-hop',
  electronic: 'musique électronique',
  house: 'house',
  traditional: 'musique traditionnelle',
  bongo: 'Bongo Flava',
  arabic: 'musique arabe',
  rnb: 'R&B et soul',
  classical: 'classique',
  oldies: 'rétro',
  religious: 'émissions religieuses',
  sports: 'sport',
  talk: 'info et débats',
  world: 'musiques du monde',
  variety: 'variétés',
};

/**
 * Modern Standard Arabic. A name here also follows "إذاعة" unchanged, so genres that are not
 * well-known loanwords (بوب، روك، جاز) are named as music ("موسيقى هاوس": "هاوس" alone reads as the
 * English word, or a station's name after إذاعة), and religion, sport and talk as kinds of station.
 */
const ARABIC: GenreNames = {
  afrobeats: 'أفروبيتس',
  amapiano: 'أمابيانو',
  gospel: 'ترانيم مسيحية',
  highlife: 'هاي لايف',
  hiphop: 'هيب هوب',
  electronic: 'موسيقى إلكترونية',
  house: 'موسيقى هاوس',
  traditional: 'موسيقى تقليدية',
  pop: 'بوب',
  rock: 'روك',
  jazz: 'جاز',
  reggae: 'ريغي',
  soukous: 'سوكوس',
  makossa: 'ماكوسا',
  gqom: 'غكوم',
  kwaito: 'كوايتو',
  bongo: 'بونغو فلافا',
  arabic: 'موسيقى عربية',
  rnb: 'آر أند بي وسول',
  classical: 'موسيقى كلاسيكية',
  oldies: 'أغاني الزمن الجميل',
  religious: 'دينية',
  sports: 'رياضية',
  talk: 'إخبارية وحوارية',
  world: 'موسيقى عالمية',
  variety: 'منوعات',
};

/** Standard Swahili, as it follows "redio ya" (a radio of) and "redio za" (radios of). */
const SWAHILI: GenreNames = {
  ...GENRES_NAMED_ALIKE,
  gospel: 'injili',
  hiphop: 'hip hop',
  electronic: 'muziki wa kielektroniki',
  house: 'muziki wa house',
  traditional: 'muziki wa asili',
  bongo: 'Bongo Fleva',
  arabic: 'muziki wa Kiarabu',
  rnb: 'R&B na soul',
  classical: 'muziki wa klasiki',
  oldies: 'zilipendwa',
  religious: 'dini',
  sports: 'michezo',
  talk: 'habari na mazungumzo',
  world: 'muziki wa kimataifa',
  variety: 'burudani mchanganyiko',
};

/** Portuguese as Angola and Mozambique write it (the 1990 agreement), as it follows "uma rádio de". */
const PORTUGUESE: GenreNames = {
  ...GENRES_NAMED_ALIKE,
  gospel: 'gospel',
  hiphop: 'hip-hop',
  electronic: 'música eletrónica',
  house: 'house',
  traditional: 'música tradicional',
  bongo: 'Bongo Flava',
  arabic: 'música árabe',
  rnb: 'R&B e soul',
  classical: 'música clássica',
  oldies: 'sucessos antigos',
  religious: 'programas religiosos',
  sports: 'desporto',
  talk: 'notícias e debate',
  world: 'música do mundo',
  variety: 'variedades',
};

export const GENRE_NAMES_BY_LANGUAGE: Readonly<Record<AssistantLanguage, GenreNames>> = {
  en: GENRE_NAMES,
  fr: FRENCH,
  ar: ARABIC,
  sw: SWAHILI,
  pt: PORTUGUESE,
};

/** The genre's name on a label (a chip, a card, a list of filters): its first letter a capital. */
export function genreLabel(language: AssistantLanguage, genre: GenreId): string {
  const name = GENRE_NAMES_BY_LANGUAGE[language][genre];
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
