// How the spec's option lists read in the forms. Country and language names come from the browser's
// own Intl data rather than being typed here.
import {
  AD_BUDGETS,
  AD_FORMATS,
  CONTACT_SUBJECTS,
  GENRE_NAMES,
  type GenreId,
  SUBMISSION_COUNTRIES,
  SUBMISSION_GENRES,
  SUBMISSION_LANGUAGES,
} from '@sauti/contract';
import type { Option } from '../../components/ui/Field';

const SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  audio_issue: 'Audio or playback problem',
  station_request: 'Request a station',
  station_report: 'Report a station',
  account_help: 'Account help',
  technical_support: 'Technical support',
  feature_request: 'Feature request',
  advertising: 'Advertising',
  partnership: 'Partnership',
  other: 'Something else',
};

const BUDGET_LABELS: Record<(typeof AD_BUDGETS)[number], string> = {
  'under-1000': 'Under $1,000',
  '1000-5000': '$1,000 – $5,000',
  '5000-10000': '$5,000 – $10,000',
  '10000-25000': '$10,000 – $25,000',
  '25000-50000': '$25,000 – $50,000',
  'over-50000': 'Over $50,000',
};

const FORMAT_LABELS: Record<(typeof AD_FORMATS)[number], string> = {
  banner: 'Banner ads',
  audio: 'Audio ads',
  sponsored: 'Sponsored stations',
  all: 'All formats',
  custom: 'A custom package',
};

// Names Intl may not know, and the spec's own wording for two genres.
const LANGUAGE_NAMES: Record<string, string> = { or: 'Oromo', tw: 'Twi', other: 'Other' };
const GENRE_LABELS: Record<string, string> = { talk: 'Talk/News', variety: 'Variety/Mixed', other: 'Other' };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

export const subjectOptions: Option[] = CONTACT_SUBJECTS.map((value) => ({ value, label: SUBJECT_LABELS[value] }));
export const budgetOptions: Option[] = AD_BUDGETS.map((value) => ({ value, label: BUDGET_LABELS[value] }));
export const formatOptions: Option[] = AD_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }));

export const countryOptions: Option[] = SUBMISSION_COUNTRIES.map((value) => ({
  value,
  label: value === 'other' ? 'Another country' : (regionNames.of(value) ?? value),
}));

export const languageOptions: Option[] = SUBMISSION_LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NAMES[value] ?? languageNames.of(value) ?? value,
}));

export const genreOptions: Option[] = SUBMISSION_GENRES.map((value) => ({
  value,
  label: GENRE_LABELS[value] ?? GENRE_NAMES[value as GenreId],
}));
