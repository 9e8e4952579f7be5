// Maps a station's free-form tags (or, failing those, telling words in its name) to one genre of
// our taxonomy. Tags are tried in the order the source lists them; within a tag the first genre
// below whose keyword it contains wins, so the more specific genres come first.
import type { GenreId } from '@sauti/contract';
import { foldText } from '../../platform/text/fold';

const GENRE_KEYWORDS: ReadonlyArray<readonly [GenreId, readonly string[]]> = [
  ['amapiano', ['amapiano']],
  ['gqom', ['gqom']],
  ['kwaito', ['kwaito']],
  ['afrobeats', ['afrobeats', 'afrobeat', 'afro beats', 'afropop', 'afro pop', 'naija', 'azonto']],
  ['highlife', ['highlife', 'high life', 'hiplife']],
  ['soukous', ['soukous', 'ndombolo', 'rumba', 'congolese', 'coupe decale', 'kizomba', 'kizoma', 'kuduro', 'semba']],
  ['makossa', ['makossa', 'bikutsi']],
  ['bongo', ['bongo', 'bongo flava', 'taarab', 'singeli', 'genge', 'gengetone']],
  [
    'gospel',
    [
      'gospel',
      'christian',
      'chrsitian',
      'praise',
      'worship',
      'jesus',
      'bible',
      'biblia',
      'church',
      'cristiana',
      'evangel',
      'pentecostal',
    ],
  ],
  [
    'religious',
    [
      'religious',
      'religion',
      'religios',
      'religiao',
      'islam',
      'islamic',
      'quran',
      'coran',
      'koran',
      'muslim',
      'catholic',
      'anglican',
      'orthodox',
      'ortodox',
      'prophecy',
      'salaf',
      'القرآن',
      'قران',
      'اسلامي',
      'دين',
      'مسلم',
    ],
  ],
  ['hiphop', ['hiphop', 'hip hop', 'rap', 'trap', 'drill', 'grime']],
  ['rnb', ['r b', 'rnb', 'r n b', 'rhythm and blues', 'soul', 'neosoul', 'afrosoul', 'urban', 'funk', 'blues']],
  ['reggae', ['reggae', 'dancehall', 'ragga', 'rasta', 'dub', 'soca', 'ska']],
  ['house', ['house', 'deep house', 'afro house']],
  [
    'electronic',
    [
      'electronic',
      'electro',
      'edm',
      'dance',
      'eurodance',
      'techno',
      'trance',
      'dnb',
      'breakbeat',
      'rave',
      'club',
      'garage',
      'lounge',
      'chillout',
      'ambient',
    ],
  ],
  ['jazz', ['jazz', 'smooth jazz', 'acid jazz']],
  ['classical', ['classical', 'classique', 'klassik', 'opera', 'symphony', 'orchestra', 'baroque']],
  [
    'arabic',
    ['arabic', 'arab', 'tarab', 'rai', 'chaabi', 'gnawa', 'andalous', 'khaleeji', 'arabesk', 'mezoued', 'kabyle'],
  ],
  [
    'traditional',
    [
      'traditional',
      'folk',
      'local music',
      'cultural',
      'culture',
      'isicathamiya',
      'maskandi',
      'mbalax',
      'tribal',
      'ethnic',
    ],
  ],
  ['rock', ['rock', 'metal', 'punk', 'grunge', 'indie', 'alternative']],
  [
    'oldies',
    [
      'oldies',
      'classic hits',
      'golden',
      'retro',
      'nostalgia',
      'decades',
      '60s',
      '70s',
      '80s',
      '90s',
      '1980s',
      'classic',
    ],
  ],
  ['sports', ['sports', 'sport', 'football', 'soccer', 'futebol', 'desporto', 'esporte']],
  [
    'talk',
    [
      'news',
      'talk',
      'speech',
      'current affairs',
      'information',
      'informations',
      'info',
      'actualites',
      'actu',
      'nouvelles',
      'nuus',
      'politics',
      'politik',
      'noticias',
      'informacao',
      'business',
      'education',
      'educational',
      'university',
      'college',
      'school',
      'public',
      'weather',
      'farming',
    ],
  ],
  [
    'pop',
    [
      'pop',
      'hits',
      'top 40',
      'top40',
      'top hits',
      'charts',
      'adult contemporary',
      'contemporary',
      'musica pop',
      'pophit',
      'eurohit',
      'latin',
      'latino',
      'bollywood',
    ],
  ],
  ['world', ['world', 'international', 'internacional', 'african music', 'bhangra', 'indian', 'turkish']],
];

/** Words in a station's name that reliably tell its genre when it has no tags. */
const NAME_KEYWORDS: ReadonlyArray<readonly [GenreId, readonly string[]]> = [
  ['gospel', ['gospel', 'christian', 'praise', 'worship', 'jesus', 'church', 'evangel']],
  [
    'religious',
    ['quran', 'coran', 'koran', 'islam', 'islamic', 'catholic', 'catholique', 'radio maria', 'القرآن', 'قران'],
  ],
  ['jazz', ['jazz']],
  ['sports', ['sports', 'sport', 'football']],
  ['talk', ['news', 'info', 'talk', 'actualite']],
  ['classical', ['classical', 'classic fm']],
  ['hiphop', ['hip hop', 'hiphop', 'rap']],
  ['reggae', ['reggae']],
  ['amapiano', ['amapiano']],
  ['afrobeats', ['afrobeats', 'afrobeat', 'naija']],
  ['highlife', ['highlife']],
  ['house', ['house']],
  ['electronic', ['dance', 'edm', 'electro']],
  ['rnb', ['soul', 'r&b', 'rnb']],
  ['oldies', ['oldies', 'retro', 'gold']],
  ['pop', ['hits', 'pop']],
];

type KeywordTable = typeof GENRE_KEYWORDS;

/** Each genre's keywords folded and padded once, so matching one text is a few substring searches. */
function foldedKeywords(table: KeywordTable): KeywordTable {
  return table.map(([genre, keywords]) => [
    genre,
    keywords
      .map(foldText)
      .filter((needle) => needle !== '')
      .map((needle) => ` ${needle} `),
  ]);
}

const FOLDED_GENRE_KEYWORDS = foldedKeywords(GENRE_KEYWORDS);
const FOLDED_NAME_KEYWORDS = foldedKeywords(NAME_KEYWORDS);

function firstMatch(text: string, table: KeywordTable): GenreId | undefined {
  const folded = foldText(text);
  if (folded === '') return undefined;
  const padded = ` ${folded} `;
  for (const [genre, needles] of table) {
    if (needles.some((needle) => padded.includes(needle))) return genre;
  }
  return undefined;
}

export function genreFor(tags: readonly string[], name: string): GenreId {
  for (const tag of tags) {
    const genre = firstMatch(tag, FOLDED_GENRE_KEYWORDS);
    if (genre) return genre;
  }
  return firstMatch(name, FOLDED_NAME_KEYWORDS) ?? 'variety';
}

/** Every word that names a genre, for tools (the assistant) that read genres in free text. */
export const GENRE_VOCABULARY: ReadonlyArray<readonly [GenreId, readonly string[]]> = GENRE_KEYWORDS;
