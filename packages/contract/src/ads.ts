// Advertising (spec sections 2, 3, 4, 7 and 9): ads and their admin, what a listener's page is served,
// tracking, the monetization tab's reports and the advertiser's private report.
//
// Money on the wire is a decimal number of US dollars. Amounts sent in (rates, budgets) have at most two
// decimals and are turned into integer cents on the server without floating-point arithmetic; amounts
// answered (revenue, spend, average CPM) are rounded to the cent; the server counts in integer
// micro-dollars, so nothing drifts.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { GENRE_IDS } from './genres';
import type { AdvertisingInquiry } from './inbox';
import { blankIsAbsent, PlainText } from './text';

export const AD_TYPES = ['banner', 'audio', 'sponsored', 'native'] as const;
export const AdType = z.enum(AD_TYPES);
export type AdType = z.infer<typeof AdType>;

export const AD_POSITIONS = [
  'header',
  'sidebar',
  'footer',
  'between_stations',
  'audio_break',
  'hero_section',
  'discover_top',
] as const;
export const AdPosition = z.enum(AD_POSITIONS);
export type AdPosition = z.infer<typeof AdPosition>;

/**
 * `active` and `paused` are what an admin sets; the others follow from the dates and the budget:
 * `scheduled` (starts later), `ended` (its end date passed), `budget_spent` (its total budget is used).
 */
export const AD_STATUSES = ['active', 'paused', 'scheduled', 'ended', 'budget_spent'] as const;
export const AdStatus = z.enum(AD_STATUSES);
export type AdStatus = z.infer<typeof AdStatus>;

/** The statuses an admin can set (spec section 7: `status=active|paused`). */
export const AdSwitch = z.enum(['active', 'paused']);
export type AdSwitch = z.infer<typeof AdSwitch>;

/** The create-ad form's defaults (spec section 5). */
export const AD_DEFAULTS = { ad_type: 'banner', position: 'header', cpm_rate: 2.0, cpc_rate: 0.25 } as const;

/** The Advertise page's prices (spec section 9); a sponsored station is paid per day it is boosted. */
export const AD_PRICES = { banner_cpm: 0.5, audio_cpm: 2.0, sponsored_per_day: 5.0 } as const;

/** The spec's messages (section 8) and their twins for editing. */
export const AD_MESSAGES = {
  created: 'Advertisement created successfully!',
  createFailed: 'Error creating advertisement. Please try again.',
  updated: 'Advertisement updated successfully!',
  updateFailed: 'Error updating advertisement. Please try again.',
} as const;

/** What the upload fields accept, judged by the file's content, never its name or declared type. */
export const AD_UPLOADS = {
  image: {
    field: 'image_file',
    maxBytes: 2 * 1024 * 1024,
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  audio: {
    field: 'audio_file',
    maxBytes: 5 * 1024 * 1024,
    types: ['audio/mpeg', 'audio/aac', 'audio/mp4', 'audio/ogg'],
    minSeconds: 15,
    maxSeconds: 30,
  },
} as const;

/**
 * Rules both sides follow. An impression counts when at least half the ad was on screen for a
 * continuous second (IAB/MRC), once per ad, session and page view, and at most `frequencyCap.impressions`
 * times per ad and session in `frequencyCap.windowMinutes` (the ad is then not served to that session).
 * An audio spot counts once half of it was heard, and a session gets at most one per `audioSpot.everyMinutes`.
 */
export const AD_RULES = {
  viewability: { visibleShare: 0.5, continuousMs: 1000 },
  frequencyCap: { impressions: 3, windowMinutes: 60 },
  audioSpot: { everyMinutes: 30, heardShare: 0.5 },
} as const;

/**
 * Why an event was recorded as invalid traffic and not billed (MRC's general and sophisticated invalid
 * traffic): `crawler` a known robot or no user agent; `address_flood` more new sessions from one client
 * address in a minute than people behind one address make; `too_fast` an impression sooner after its
 * serve than an ad can be seen (the one-second rule); `click_too_fast` a click sooner after its serve
 * than a page can load and be read; `click_flood` more clicks in one session than a person makes.
 */
export const INVALID_REASONS = ['crawler', 'address_flood', 'too_fast', 'click_too_fast', 'click_flood'] as const;
export const InvalidReason = z.enum(INVALID_REASONS);
export type InvalidReason = z.infer<typeof InvalidReason>;

/** The country of revenue that no listener's country explains (a sponsored station's day, an unknown address). */
export const UNKNOWN_COUNTRY = 'ZZ';

const money = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount in dollars with at most two decimals, like 2.50'));

/** A form's optional amount: '' means "none". */
const optionalMoney = z
  .union([z.literal(''), money])
  .optional()
  .transform((value) => value || undefined);

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A date (`2026-03-01`, the start of that day in UTC) or a date and time (`2026-03-01T08:30`, UTC when
 * no offset is given, as a datetime-local input sends it), answered as an ISO time.
 */
const AdMoment = z
  .string()
  .trim()
  .refine((text) => isoDay.test(text) || isoMoment.test(text), 'must be a date like 2026-03-01 or 2026-03-01T08:30')
  .transform((text) =>
    isoDay.test(text) ? `${text}T00:00:00Z` : /(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`,
  )
  .refine((text) => !Number.isNaN(Date.parse(text)), 'is not a real date')
  .transform((text) => new Date(text).toISOString());

/** Comma-separated text (spec section 5) as a list: each item normalised, blanks dropped, repeats once. */
const commaList = (normalise: (item: string) => string, valid: (item: string) => boolean, message: string) =>
  z
    .string()
    .optional()
    .transform((text) => [
      ...new Set(
        (text ?? '')
          .split(',')
          .map((part) => normalise(part.trim()))
          .filter(Boolean),
      ),
    ])
    .refine((items) => items.every(valid), message);

const GENRES: readonly string[] = GENRE_IDS;

const webAddress = z
  .string()
  .trim()
  .max(2000, 'must be under 2000 characters')
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  }, 'must be a URL starting with http:// or https://');

const optionalText = (max: number) =>
  PlainText({ max, tooLong: `must be at most ${max} characters` })
    .optional()
    .transform((text) => text || undefined);

/** `(empty)` fields are left out by the form; one sent empty means the same. */
/**
 * The create-ad and edit-ad form's text fields, sent as multipart/form-data beside the files
 * `image_file` and `audio_file` (AD_UPLOADS). Empty fields are omitted; defaults as the spec says.
 * A sponsored ad names the station it boosts; an audio ad needs its audio file and a banner an image
 * or HTML (checked with the files, on the server).
 */
export const AdForm = z
  .object({
    title: PlainText({ max: 120, blank: 'is required', tooLong: 'must be at most 120 characters' }),
    description: optionalText(500),
    ad_type: blankIsAbsent(AdType.default(AD_DEFAULTS.ad_type)),
    position: blankIsAbsent(AdPosition.default(AD_DEFAULTS.position)),
    advertiser_name: PlainText({ max: 120, blank: 'is required', tooLong: 'must be at most 120 characters' }),
    advertiser_email: z.string().trim().min(1, 'is required').max(254).pipe(z.email('must be an email address')),
    advertiser_company: optionalText(120),
    click_url: blankIsAbsent(webAddress.optional()),
    /** Raw HTML, shown only inside a sandboxed frame that cannot read the page. */
    content_html: blankIsAbsent(z.string().max(20_000, 'must be at most 20,000 characters').optional()),
    station_id: blankIsAbsent(z.string().trim().max(200).optional()),
    start_date: z.string({ error: 'is required' }).min(1, 'is required').pipe(AdMoment),
    end_date: blankIsAbsent(AdMoment.optional()),
    daily_budget: optionalMoney,
    total_budget: optionalMoney,
    cpm_rate: blankIsAbsent(money.default(String(AD_DEFAULTS.cpm_rate))),
    cpc_rate: blankIsAbsent(money.default(String(AD_DEFAULTS.cpc_rate))),
    target_countries: commaList(
      (code) => code.toUpperCase(),
      (code) => /^[A-Z]{2}$/.test(code),
      'must be two-letter country codes separated by commas, like NG, GH',
    ),
    target_genres: commaList(
      (genre) => genre.toLowerCase(),
      (genre) => GENRES.includes(genre),
      `must be genres separated by commas, from: ${GENRE_IDS.join(', ')}`,
    ),
    status: blankIsAbsent(AdSwitch.default('active')),
    /** On edit: drop the current image or audio without sending a new one. */
    remove_image: blankIsAbsent(z.enum(['true', 'false']).optional()),
    remove_audio: blankIsAbsent(z.enum(['true', 'false']).optional()),
  })
  .refine((form) => !form.end_date || form.end_date > form.start_date, {
    path: ['end_date'],
    message: 'must be after the start date',
  })
  .refine((form) => form.ad_type !== 'sponsored' || Boolean(form.station_id), {
    path: ['station_id'],
    message: 'is required for a sponsored station',
  });
export type AdForm = z.output<typeof AdForm>;
export type AdFormInput = z.input<typeof AdForm>;

/** The create-ad form's text fields, each also a field of the ad it makes (the audit log keeps them). */
export const AD_TEXT_FIELDS = [
  'title',
  'description',
  'ad_type',
  'position',
  'advertiser_name',
  'advertiser_email',
  'advertiser_company',
  'click_url',
  'content_html',
  'station_id',
  'start_date',
  'end_date',
  'daily_budget',
  'total_budget',
  'cpm_rate',
  'cpc_rate',
  'target_countries',
  'target_genres',
  'status',
] as const satisfies readonly (keyof AdFormInput & keyof Ad)[];

/** The form field names, for the server to refuse anything else. */
export const AD_FORM_FIELDS = Object.keys(AdForm.shape) as Array<keyof typeof AdForm.shape>;

const dollars = z.number().nonnegative();

/** An ad as admins see it: the spec's Ad fields plus what serving it needs. */
export const Ad = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  ad_type: AdType,
  position: AdPosition,
  advertiser_name: z.string(),
  advertiser_email: z.string(),
  advertiser_company: z.string().nullable(),
  click_url: z.string().nullable(),
  /** Our own address of the uploaded image, or null. */
  image_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  /** The audio spot's length, for the player's countdown. */
  audio_seconds: z.number().nullable(),
  content_html: z.string().nullable(),
  /** The boosted station of a sponsored ad. */
  station_id: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  daily_budget: dollars.nullable(),
  total_budget: dollars.nullable(),
  cpm_rate: dollars,
  cpc_rate: dollars,
  target_countries: z.array(z.string()),
  target_genres: z.array(z.string()),
  status: AdStatus,
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  /** Events recorded as invalid traffic: never billed, shown beside the counted ones. */
  invalid_impressions: z.number().int().nonnegative(),
  invalid_clicks: z.number().int().nonnegative(),
  revenue_generated: dollars,
  /** The advertiser's private read-only report is at /ads/report/{report_token}. */
  report_token: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ad = z.infer<typeof Ad>;

export const AdList = z.object({ success: z.literal(true), advertisements: z.array(Ad) });
export type AdList = z.infer<typeof AdList>;

export const AdSaved = z.object({ success: z.literal(true), message: z.string(), advertisement: Ad });
export type AdSaved = z.infer<typeof AdSaved>;

export const AdDeleted = z.object({ success: z.literal(true), message: z.string() });
export type AdDeleted = z.infer<typeof AdDeleted>;

export const AdParams = z.object({ id: z.string().min(1).max(100) });

export const AdStatusQuery = z.object({ status: AdSwitch });

/** A browser's ad session: a random id kept in local storage (spec section 3). */
export const AdSessionId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

export const ActiveAdsQuery = z.object({
  position: AdPosition,
  /** The page's country filter: used when neither the address nor the account tells the country. */
  country: blankIsAbsent(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .transform((code) => code.toUpperCase())
      .optional(),
  ),
  /** The page's genre (filter, or the playing station's), for genre-targeted ads. */
  genre: blankIsAbsent(z.string().trim().toLowerCase().max(40).optional()),
  session_id: blankIsAbsent(AdSessionId.optional()),
  /** The page view the ad is for: its view token is signed for it. */
  page_view_id: blankIsAbsent(AdSessionId.optional()),
});
export type ActiveAdsQuery = z.input<typeof ActiveAdsQuery>;

/** What a page is served: nothing about the advertiser's money or contact. */
export const ServedAd = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  ad_type: AdType,
  position: AdPosition,
  /** The advertiser's company, or name: "Sponsored by …". */
  advertiser: z.string(),
  image_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  audio_seconds: z.number().nullable(),
  content_html: z.string().nullable(),
  station_id: z.string().nullable(),
  /** Our redirect (`/api/ads/click/{click_token}`) that records the click, or null for an ad without a link. */
  click_url: z.string().nullable(),
  /** Signed for this ad and session: what `POST /ads/track/click` needs. */
  click_token: z.string(),
  /**
   * Signed for this ad, session, page view and slot at the time it was served, valid 30 minutes: what
   * `POST /ads/track/impression` needs, so only an ad that was served can count.
   */
  view_token: z.string(),
});
export type ServedAd = z.infer<typeof ServedAd>;

/** Zero or one ad: one picked at random among those eligible, weighted by what their budgets have left. */
export const ActiveAds = z.object({ success: z.literal(true), ads: z.array(ServedAd) });
export type ActiveAds = z.infer<typeof ActiveAds>;

export const SponsoredStations = z.object({ station_ids: z.array(z.string()) });
export type SponsoredStations = z.infer<typeof SponsoredStations>;

const trackedText = (max: number) => z.string().max(max).optional();

/**
 * The spec's impression fields plus `page_view_id` (one per page view, so an ad counts once per page
 * view) and `kind`: `impression` for a viewable display ad, `audio_half` when half an audio spot was heard.
 * `country` and `user_agent` are only hints: the server judges both from the request itself.
 */
export const ImpressionEvent = z.object({
  ad_id: z.string().min(1).max(100),
  session_id: AdSessionId,
  page_view_id: AdSessionId,
  /** The served ad's `view_token`; without a valid one the answer is 400 `bad_view_token`. */
  view_token: z.string().min(1).max(300),
  kind: z.enum(['impression', 'audio_half']).default('impression'),
  page_url: trackedText(2000),
  position: AdPosition.optional(),
  country: trackedText(8),
  user_agent: trackedText(1000),
});
export type ImpressionEvent = z.input<typeof ImpressionEvent>;

/** The spec's click fields plus the served ad's `click_token`, so a click cannot be made up for another ad. */
export const ClickEvent = z.object({
  ad_id: z.string().min(1).max(100),
  session_id: AdSessionId,
  click_token: z.string().min(1).max(300),
  clicked_url: trackedText(2000),
  country: trackedText(8),
  user_agent: trackedText(1000),
});
export type ClickEvent = z.input<typeof ClickEvent>;

/**
 * `counted` is false for a repeat, an ad over its frequency cap, invalid traffic (recorded with its
 * reason, never billed), or a premium user or admin, who are not shown ads. It is answered once the
 * event is durably written.
 */
export const TrackReceipt = z.object({ success: z.literal(true), counted: z.boolean() });
export type TrackReceipt = z.infer<typeof TrackReceipt>;

export const ClickTokenParams = z.object({ token: z.string().min(1).max(300) });

/** An HTML ad's page: `click` is the served ad's click token, so the frame's clicks go through our signed link. */
export const AdFrameQuery = z.object({ click: blankIsAbsent(z.string().max(300).optional()) });

export const MediaParams = z.object({
  file: z.string().regex(/^[a-f0-9]{64}\.[a-z0-9]{2,4}$/, 'is not one of our media files'),
});

const ctr = z.number().nonnegative();

const count = z.number().int().nonnegative();

/** Invalid traffic of one kind and reason. */
export const InvalidCount = z.object({ kind: z.enum(['impressions', 'clicks']), reason: InvalidReason, count });
export type InvalidCount = z.infer<typeof InvalidCount>;

/** Counted traffic's filtered twin: invalid impressions and clicks, and why. */
const Filtered = z.object({
  invalid_impressions: count,
  invalid_clicks: count,
  invalid_reasons: z.array(InvalidCount),
});

export const AdDay = Filtered.extend({
  /** YYYY-MM-DD, UTC. */
  date: z.string(),
  impressions: count,
  clicks: count,
  revenue: dollars,
});
export type AdDay = z.infer<typeof AdDay>;

/** The monetization tab's numbers for the current calendar month (UTC); CTR is a percentage. */
export const AdDashboardStats = z.object({
  month_revenue: dollars,
  month_impressions: z.number().int().nonnegative(),
  month_clicks: z.number().int().nonnegative(),
  month_ctr: ctr,
  month_invalid_impressions: count,
  month_invalid_clicks: count,
  /** Every day of the month so far, for the chart. */
  daily: z.array(AdDay),
});
export type AdDashboardStats = z.infer<typeof AdDashboardStats>;

export const CountryRevenue = z.object({
  /** Two-letter code; ZZ for unknown. */
  country: z.string(),
  revenue: dollars,
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  invalid_impressions: count,
  invalid_clicks: count,
});
export type CountryRevenue = z.infer<typeof CountryRevenue>;

export const RevenueReportQuery = z
  .object({
    start_date: blankIsAbsent(z.string().regex(isoDay, 'must be a date like 2026-03-01').optional()),
    end_date: blankIsAbsent(z.string().regex(isoDay, 'must be a date like 2026-03-01').optional()),
    /** `csv` answers the same report as a CSV download (also with `Accept: text/csv`). */
    format: z.enum(['json', 'csv']).optional(),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    path: ['end_date'],
    message: 'must not be before the start date',
  });
export type RevenueReportQuery = z.input<typeof RevenueReportQuery>;

/** Days are UTC and both ends included; by default the last 30 days. Countries by revenue, highest first. */
export const RevenueReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  total_revenue: dollars,
  total_impressions: z.number().int().nonnegative(),
  total_clicks: z.number().int().nonnegative(),
  /** Revenue per 1,000 impressions. */
  average_cpm: dollars,
  total_invalid_impressions: count,
  total_invalid_clicks: count,
  revenue_by_country: z.array(CountryRevenue),
});
export type RevenueReport = z.infer<typeof RevenueReport>;

export const REVENUE_CSV_COLUMNS = [
  'country',
  'revenue',
  'impressions',
  'clicks',
  'invalid_impressions',
  'invalid_clicks',
] as const;

export const ReportTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a report link') });

const ReportLine = z.object({
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  /** Clicks per 100 impressions. */
  ctr: ctr,
  spend: dollars,
});

/** An advertiser's read-only view of one ad, reached by its private link; days show what was filtered and why. */
export const AdvertiserReport = ReportLine.extend({
  invalid_impressions: count,
  invalid_clicks: count,
  ad: Ad.pick({
    title: true,
    ad_type: true,
    position: true,
    status: true,
    start_date: true,
    end_date: true,
    advertiser_name: true,
    advertiser_company: true,
  }),
  by_day: z.array(ReportLine.extend({ date: z.string() }).extend(Filtered.shape)),
  by_country: z.array(ReportLine.extend({ country: z.string() })),
});
export type AdvertiserReport = z.infer<typeof AdvertiserReport>;

/**
 * "Create ad from this inquiry": the create-ad form filled from an advertising inquiry. The admin
 * completes the rest (start date, position, files) before saving.
 */
export function adDraftFromInquiry(inquiry: AdvertisingInquiry): Partial<AdFormInput> {
  const adType = (AD_TYPES as readonly string[]).includes(inquiry.adType ?? '')
    ? (inquiry.adType as AdType)
    : undefined;
  return {
    title: inquiry.companyName,
    advertiser_company: inquiry.companyName,
    advertiser_name: inquiry.contactName,
    advertiser_email: inquiry.email,
    ...(inquiry.message ? { description: inquiry.message.slice(0, 500) } : {}),
    ...(adType ? { ad_type: adType } : {}),
  };
}

const adminErrors = [400, 401, 403, 404] as const;

export const adEndpoints = {
  active: defineEndpoint({
    method: 'GET',
    path: '/api/ads/active',
    query: ActiveAdsQuery,
    response: ActiveAds,
    errors: [400],
  }),
  sponsoredStations: defineEndpoint({
    method: 'GET',
    path: '/api/ads/sponsored-stations',
    response: SponsoredStations,
  }),
  trackImpression: defineEndpoint({
    method: 'POST',
    path: '/api/ads/track/impression',
    body: ImpressionEvent,
    response: TrackReceipt,
    errors: [400],
  }),
  trackClick: defineEndpoint({
    method: 'POST',
    path: '/api/ads/track/click',
    body: ClickEvent,
    response: TrackReceipt,
    errors: [400],
  }),
  /** Records the click and redirects (302) to the ad's click_url. */
  click: defineEndpoint({
    method: 'GET',
    path: '/api/ads/click/:token',
    params: ClickTokenParams,
    status: 302,
    errors: [404],
  }),
  /**
   * An HTML ad's own page, for `<iframe sandbox="allow-scripts allow-popups">`: served from our origin with
   * a policy of its own (sandboxed, no connections), so its scripts run but can reach neither the page
   * nor its storage. A `srcdoc` frame would inherit the app's policy, which forbids inline scripts.
   */
  frame: defineEndpoint({
    method: 'GET',
    path: '/api/ads/frame/:id',
    params: AdParams,
    query: AdFrameQuery,
    errors: [400, 404],
  }),
  /** An uploaded image or audio file, from our own origin. */
  media: defineEndpoint({ method: 'GET', path: '/api/ads/media/:file', params: MediaParams, errors: [400, 404] }),
  list: defineEndpoint({ method: 'GET', path: '/api/ads/advertisements', response: AdList, errors: [401, 403] }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/ads/advertisements/:id',
    params: AdParams,
    response: Ad,
    errors: adminErrors,
  }),
  /** multipart/form-data: the AdForm fields plus `image_file` and `audio_file`. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/ads/advertisements',
    status: 201,
    response: AdSaved,
    errors: [400, 401, 403, 413, 415],
  }),
  /** multipart/form-data like create: the whole form; a file not sent keeps the current one. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/ads/advertisements/:id',
    params: AdParams,
    response: AdSaved,
    errors: [400, 401, 403, 404, 413, 415],
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/ads/advertisements/:id/status',
    params: AdParams,
    query: AdStatusQuery,
    response: AdSaved,
    errors: adminErrors,
  }),
  /** Deletes the ad: it leaves the list and serving at once; its past revenue stays in the reports. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/ads/advertisements/:id',
    params: AdParams,
    response: AdDeleted,
    errors: adminErrors,
  }),
  /** A new private report link; the old one stops working. */
  renewReportToken: defineEndpoint({
    method: 'POST',
    path: '/api/ads/advertisements/:id/report-token',
    params: AdParams,
    response: Ad,
    errors: adminErrors,
  }),
  dashboardStats: defineEndpoint({
    method: 'GET',
    path: '/api/ads/dashboard/stats',
    response: AdDashboardStats,
    errors: [401, 403],
  }),
  revenueReport: defineEndpoint({
    method: 'GET',
    path: '/api/ads/revenue/report',
    query: RevenueReportQuery,
    response: RevenueReport,
    errors: [400, 401, 403],
  }),
  advertiserReport: defineEndpoint({
    method: 'GET',
    path: '/api/ads/report/:token',
    params: ReportTokenParams,
    response: AdvertiserReport,
    errors: [400, 404],
  }),
};
