// The assistant's replies in standard Swahili. A radio is "redio ya ..." and radios "redio za ...",
// followed by the genre's name (the contract's, written without the connecting word).
import { GENRE_NAMES_BY_LANGUAGE, type RequestFilters } from '@sauti/contract';
import type { Replies } from './replies';

/** Names that tell the two Congos apart, where Intl's "Kongo - Kinshasa" reads less well. */
const DISTINCT_NAMES: Readonly<Record<string, string>> = {
  CD: 'DR Kongo (Kinshasa)',
  CG: 'Jamhuri ya Kongo (Brazzaville)',
};

const regionNames = new Intl.DisplayNames(['sw'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['sw'], { type: 'language' });
const orList = new Intl.ListFormat('sw', { type: 'disjunction' });

function countryName(code: string): string {
  return DISTINCT_NAMES[code] ?? regionNames.of(code) ?? code;
}

/** "redio ya injili kwa Kiakani kutoka Ghana"; "za" for several radios. */
function describe(radio: 'redio ya' | 'redio za', filters: RequestFilters): string {
  const subject = filters.genre ? `${radio} ${GENRE_NAMES_BY_LANGUAGE.sw[filters.genre]}` : 'redio';
  const language = filters.language ? ` kwa ${languageNames.of(filters.language) ?? filters.language}` : '';
  const country = filters.country ? ` kutoka ${countryName(filters.country)}` : '';
  return `${subject}${language}${country}`;
}

export const SWAHILI_REPLIES: Replies = {
  playing: (filters) => `Nakuwekea ${describe('redio ya', filters)}.`,
  trending: (filters) => `Hizi ndizo ${describe('redio za', filters)} zinazovuma sasa.`,
  onlyRadio: (filters) => `Ninaweza kukusaidia na redio tu. Jaribu kuomba ${describe('redio ya', filters)}.`,
  checkingNowPlaying: 'Naangalia kinachocheza sasa.',
  controls: {
    pause: 'Nasitisha kwa muda.',
    resume: 'Naendelea.',
    stop: 'Nazima redio.',
    volume_up: 'Naongeza sauti.',
    volume_down: 'Napunguza sauti.',
    mute: 'Nazima sauti.',
    unmute: 'Narudisha sauti.',
    next: 'Nakuwekea stesheni nyingine.',
  },
  blank: "Niombe redio kwa nchi, mji, aina ya muziki au lugha, kwa mfano 'injili kutoka Ghana'.",
  notUnderstood: "Samahani, sijaelewa. Jaribu 'injili kutoka Ghana', 'redio kwa Kiswahili' au 'sitisha'.",
  noMatch:
    'Sikupata stesheni yoyote inayolingana na ombi lako. Jaribu kuomba muziki kutoka Nigeria, Ghana au Kenya, au aina kama injili, jazz au afrobeats.',
  countryLabel: countryName,
  whichCountry: (options) => `Unamaanisha ${orList.format(options.map((option) => option.label))}?`,
};
