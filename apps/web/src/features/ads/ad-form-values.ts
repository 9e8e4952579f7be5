// The create-ad and edit-ad form's values: text as typed, the contract's defaults to start with, an
// existing ad or an advertising inquiry to fill it from, and the multipart body the server takes
// (empty fields left out, spec section 5).
import { AD_DEFAULTS, AD_TEXT_FIELDS, type Ad, adDraftFromInquiry } from '@sauti/contract';
import type { AdvertisingInquiryItem } from './admin-api';

export { AD_TEXT_FIELDS };

export type AdTextField = (typeof AD_TEXT_FIELDS)[number];
export type AdFormValues = Record<AdTextField, string>;

/** "2026-03-01T08:30" as a datetime-local input shows a UTC time (the server reads it as UTC). */
const localInput = (iso: string) => iso.slice(0, 16);

export function emptyAdForm(now: Date): AdFormValues {
  return {
    title: '',
    description: '',
    ad_type: AD_DEFAULTS.ad_type,
    position: AD_DEFAULTS.position,
    advertiser_name: '',
    advertiser_email: '',
    advertiser_company: '',
    click_url: '',
    content_html: '',
    station_id: '',
    start_date: localInput(now.toISOString()),
    end_date: '',
    daily_budget: '',
    total_budget: '',
    cpm_rate: String(AD_DEFAULTS.cpm_rate.toFixed(2)),
    cpc_rate: String(AD_DEFAULTS.cpc_rate.toFixed(2)),
    target_countries: '',
    target_genres: '',
    status: 'active',
  };
}

const money = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

export function adFormFromAd(ad: Ad): AdFormValues {
  return {
    title: ad.title,
    description: ad.description ?? '',
    ad_type: ad.ad_type,
    position: ad.position,
    advertiser_name: ad.advertiser_name,
    advertiser_email: ad.advertiser_email,
    advertiser_company: ad.advertiser_company ?? '',
    click_url: ad.click_url ?? '',
    content_html: ad.content_html ?? '',
    station_id: ad.station_id ?? '',
    start_date: localInput(ad.start_date),
    end_date: ad.end_date ? localInput(ad.end_date) : '',
    daily_budget: money(ad.daily_budget),
    total_budget: money(ad.total_budget),
    cpm_rate: money(ad.cpm_rate),
    cpc_rate: money(ad.cpc_rate),
    target_countries: ad.target_countries.join(', '),
    target_genres: ad.target_genres.join(', '),
    status: ad.status === 'paused' ? 'paused' : 'active',
  };
}

/** "Create ad from this inquiry": the inquiry's company, contact, email, message and format over the defaults. */
export function adFormFromInquiry(inquiry: AdvertisingInquiryItem, now: Date): AdFormValues {
  const { details } = inquiry;
  const draft = adDraftFromInquiry({
    companyName: details.companyName,
    contactName: details.contactName,
    email: details.email,
    budget: details.budget as never,
    ...(details.phone ? { phone: details.phone } : {}),
    ...(details.message ? { message: details.message } : {}),
    ...(details.adType ? { adType: details.adType as never } : {}),
  });
  const filled = Object.fromEntries(Object.entries(draft).filter(([, value]) => typeof value === 'string'));
  return { ...emptyAdForm(now), ...filled };
}

/** The multipart body: every field that has a value, then the chosen files. */
export function adFormData(values: AdFormValues, files: { image: File | null; audio: File | null }): FormData {
  const form = new FormData();
  for (const field of AD_TEXT_FIELDS) {
    if (values[field].trim() !== '') form.append(field, values[field]);
  }
  if (files.image) form.append('image_file', files.image);
  if (files.audio) form.append('audio_file', files.audio);
  return form;
}
