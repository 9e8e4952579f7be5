// What the contact form, the advertising inquiry, the station submission and the newsletter box send
// (spec sections 3 and 5); the server validates with these and the web forms check with them first.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { PlainText } from './text';

export const CONTACT_SUBJECTS = [
  'audio_issue',
  'station_request',
  'station_report',
  'account_help',
  'technical_support',
  'feature_request',
  'advertising',
  'partnership',
  'other',
] as const;

export const AD_BUDGETS = [
  'under-1000',
  '1000-5000',
  '5000-10000',
  '10000-25000',
  '25000-50000',
  'over-50000',
] as const;
export const AD_FORMATS = ['banner', 'audio', 'sponsored', 'all', 'custom'] as const;

export const SUBMISSION_COUNTRIES = [
  'NG',
  'ZA',
  'KE',
  'GH',
  'EG',
  'MA',
  'TN',
  'ET',
  'UG',
  'TZ',
  'CI',
  'SN',
  'CM',
  'AO',
  'MZ',
  'BF',
  'ML',
  'NE',
  'MW',
  'ZM',
  'ZW',
  'other',
] as const;

export const SUBMISSION_LANGUAGES = [
  'en',
  'fr',
  'ar',
  'sw',
  'yo',
  'ig',
  'ha',
  'zu',
  'xh',
  'af',
  'pt',
  'am',
  'or',
  'tw',
  'other',
] as const;

export const SUBMISSION_GENRES = [
  'afrobeats',
  'amapiano',
  'gospel',
  'highlife',
  'hiphop',
  'electronic',
  'house',
  'traditional',
  'pop',
  'rock',
  'jazz',
  'reggae',
  'soukous',
  'makossa',
  'gqom',
  'kwaito',
  'talk',
  'variety',
  'other',
] as const;

const required = (label: string, max: number) =>
  PlainText({ max, blank: `Please enter ${label}.`, tooLong: `Please keep ${label} under ${max} characters.` });

/** Optional text: the forms send '' for a field left empty. */
const optional = (label: string, max: number) =>
  PlainText({ max, tooLong: `Please keep ${label} under ${max} characters.` }).optional();

const emailAddress = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(254, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address, like name@example.com.'));

const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `Please keep ${label} under 2000 characters.`)
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, `Please enter ${label} starting with http:// or https://.`);

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const ContactMessage = z.object({
  name: required('your name', 100),
  email: emailAddress('your email address'),
  country: optional('your country', 80),
  subject: choice(CONTACT_SUBJECTS, 'Please choose a subject.'),
  message: required('a message', 5000),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const AdvertisingInquiry = z.object({
  companyName: required('your company name', 120),
  contactName: required('a contact name', 100),
  email: emailAddress('your email address'),
  phone: optional('a phone number', 40),
  budget: choice(AD_BUDGETS, 'Please choose a monthly budget.'),
  adType: z.union([z.literal(''), z.enum(AD_FORMATS)], { error: 'Please choose an ad format.' }).optional(),
  message: optional('your message', 5000),
});
export type AdvertisingInquiry = z.infer<typeof AdvertisingInquiry>;

export const StationSubmission = z.object({
  stationName: required("the station's name", 120),
  streamUrl: z.string().trim().min(1, 'Please enter the stream URL.').pipe(webAddress('the stream URL')),
  country: choice(SUBMISSION_COUNTRIES, 'Please choose a country.'),
  city: optional('the city', 80),
  language: choice(SUBMISSION_LANGUAGES, 'Please choose a language.'),
  genre: choice(SUBMISSION_GENRES, 'Please choose a genre.'),
  description: optional('the description', 2000),
  website: z.union([z.literal(''), webAddress('the website')]).optional(),
  email: z.union([z.literal(''), emailAddress("the station's email")]).optional(),
  submitterName: required('your name', 100),
  submitterEmail: emailAddress('your email address'),
  notes: optional('the notes', 2000),
});
export type StationSubmission = z.infer<typeof StationSubmission>;

export const NewsletterSignup = z.object({
  email: emailAddress('your email address'),
});
export type NewsletterSignup = z.infer<typeof NewsletterSignup>;

/** What every form send answers: the acknowledgement to show. */
export const InboxReceipt = z.object({
  message: z.string(),
});
export type InboxReceipt = z.infer<typeof InboxReceipt>;

export const NewsletterReceipt = InboxReceipt.extend({
  /** True when the address was already on the list; a repeated sign-up is still a success. */
  already_subscribed: z.boolean(),
});
export type NewsletterReceipt = z.infer<typeof NewsletterReceipt>;

export const inboxEndpoints = {
  contact: defineEndpoint({
    method: 'POST',
    path: '/api/inbox/contact',
    body: ContactMessage,
    status: 201,
    response: InboxReceipt,
    errors: [400, 429],
  }),
  advertising: defineEndpoint({
    method: 'POST',
    path: '/api/inbox/advertising',
    body: AdvertisingInquiry,
    status: 201,
    response: InboxReceipt,
    errors: [400, 429],
  }),
  submission: defineEndpoint({
    method: 'POST',
    path: '/api/inbox/submissions',
    body: StationSubmission,
    status: 201,
    response: InboxReceipt,
    errors: [400, 429],
  }),
  /** 201 for a new address, 200 for one already on the list. */
  newsletter: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter',
    body: NewsletterSignup,
    status: [201, 200],
    response: NewsletterReceipt,
    errors: [400, 429],
  }),
};
