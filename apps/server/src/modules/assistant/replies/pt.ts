// The assistant's replies in Portuguese, worded to read well in Angola and Mozambique as in Brazil
// (spelling of the 1990 agreement as Angola, Mozambique and Portugal write it; no "tu" or "você").
// Countries take their preposition with their article ("do Senegal", "de Angola"), so each is written out.
import { GENRE_NAMES_BY_LANGUAGE } from '@sauti/contract';
import { qualifiersIn, type Replies } from './replies';

const FROM_COUNTRY: Readonly<Record<string, string>> = {
  AO: 'de Angola',
  BF: 'do Burkina Faso',
  BI: 'do Burundi',
  BJ: 'do Benim',
  BW: 'do Botsuana',
  CD: 'da RD Congo',
  CF: 'da República Centro-Africana',
  CG: 'da República do Congo',
  CI: 'da Costa do Marfim',
  CM: 'dos Camarões',
  CV: 'de Cabo Verde',
  DJ: 'do Djibuti',
  DZ: 'da Argélia',
  EG: 'do Egito',
  ER: 'da Eritreia',
  ET: 'da Etiópia',
  GA: 'do Gabão',
  GH: 'do Gana',
  GM: 'da Gâmbia',
  GN: 'da Guiné',
  GQ: 'da Guiné Equatorial',
  GW: 'da Guiné-Bissau',
  KE: 'do Quénia',
  KM: 'das Comores',
  LR: 'da Libéria',
  LS: 'do Lesoto',
  LY: 'da Líbia',
  MA: 'de Marrocos',
  MG: 'de Madagáscar',
  ML: 'do Mali',
  MR: 'da Mauritânia',
  MU: 'da Maurícia',
  MW: 'do Malawi',
  MZ: 'de Moçambique',
  NA: 'da Namíbia',
  NE: 'do Níger',
  NG: 'da Nigéria',
  RW: 'do Ruanda',
  SC: 'das Seicheles',
  SD: 'do Sudão',
  SL: 'da Serra Leoa',
  SN: 'do Senegal',
  SO: 'da Somália',
  SS: 'do Sudão do Sul',
  ST: 'de São Tomé e Príncipe',
  SZ: 'de Essuatíni',
  TD: 'do Chade',
  TG: 'do Togo',
  TN: 'da Tunísia',
  TZ: 'da Tanzânia',
  UG: 'do Uganda',
  ZA: 'da África do Sul',
  ZM: 'da Zâmbia',
  ZW: 'do Zimbabué',
};

/** The two Congos, on a button and in a sentence. */
const DISTINCT_NAMES: Readonly<Record<string, { label: string; said: string }>> = {
  CD: { label: 'RD Congo (Kinshasa)', said: 'a RD Congo (Kinshasa)' },
  CG: { label: 'República do Congo (Brazzaville)', said: 'a República do Congo (Brazzaville)' },
};

const regionNames = new Intl.DisplayNames(['pt-PT'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['pt-PT'], { type: 'language' });
const orList = new Intl.ListFormat('pt', { type: 'disjunction' });

/** "de gospel em acã do Gana", after "rádio" or "rádios". */
const qualifiers = qualifiersIn({
  // Every genre follows "uma rádio de" ("as rádios de").
  genre: (genre) => `de ${GENRE_NAMES_BY_LANGUAGE.pt[genre]}`,
  language: (code) => `em ${languageNames.of(code) ?? code}`,
  country: (code) => FROM_COUNTRY[code] ?? code,
});

export const PORTUGUESE_REPLIES: Replies = {
  playing: (filters) => `Aqui vai uma rádio${qualifiers(filters)}.`,
  trending: (filters) => `Estas são as rádios${qualifiers(filters)} mais ouvidas do momento.`,
  onlyRadio: (filters) => `Só posso ajudar com rádio. Experimente pedir uma rádio${qualifiers(filters)}.`,
  checkingNowPlaying: 'Vou ver o que está no ar.',
  controls: {
    pause: 'Rádio em pausa.',
    resume: 'De volta ao ar.',
    stop: 'Rádio desligada.',
    volume_up: 'Volume mais alto.',
    volume_down: 'Volume mais baixo.',
    mute: 'Som cortado.',
    unmute: 'O som está de volta.',
    next: 'Vamos para outra estação.',
  },
  blank: 'Peça uma rádio por país, cidade, estilo ou língua, por exemplo “gospel do Gana”.',
  notUnderstood: 'Desculpe, não entendi. Experimente “gospel do Gana”, “rádio em suaíli” ou “pausa”.',
  noMatch:
    'Não encontrei nenhuma estação para o seu pedido. Experimente pedir música da Nigéria, do Gana ou do Quénia, ou um estilo como gospel, jazz ou afrobeats.',
  countryLabel: (code) => DISTINCT_NAMES[code]?.label ?? regionNames.of(code) ?? code,
  whichCountry: (options) =>
    `Quer dizer ${orList.format(options.map((option) => DISTINCT_NAMES[option.country]?.said ?? option.label))}?`,
};
