// The inbox's rules: store what listeners, advertisers and broadcasters send, and answer with the
// acknowledgement the spec promises (section 8). Empty optional fields are stored as null; each form
// is rate-limited per client address, since strangers post them.
import { randomUUID } from 'node:crypto';
import type {
  AdvertisingInquiry,
  ContactMessage,
  InboxReceipt,
  NewsletterReceipt,
  NewsletterSignup,
  StationSubmission,
} from '@sauti/contract';
import type { Db } from '../../platform/db';
import { enforceRate, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import {
  addNewsletterSubscriber,
  insertAdvertisingInquiry,
  insertContactMessage,
  insertStationSubmission,
} from './repo';

export const ACKNOWLEDGEMENTS = {
  contact: "Thank you for your message! We'll get back to you soon.",
  advertising: 'Thank you for your interest! Our advertising team will contact you within 24 hours.',
  submission: "Thank you for submitting a station! We'll review it and add it to Sauti if it meets our guidelines.",
  newsletter: "You're subscribed! We'll email you about new stations and features.",
  newsletterAgain: "You're already subscribed with this address. Thanks for staying with us!",
} as const;

/** Enough for a person who mistyped a few times; far too few for a spam script. */
export const INBOX_RATE: RateRule = { limit: 5, windowMs: 10 * 60_000 };
const TOO_MANY = 'You have sent this form several times in a short while. Please wait a few minutes and try again.';

const orNull = (value: string | undefined): string | null => (value ? value : null);
const newEntry = () => ({ id: randomUUID(), created_at: new Date().toISOString() });

export class InboxService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /** `client` is the sender's network address. */
  async contact(message: ContactMessage, client: string): Promise<InboxReceipt> {
    await this.limit('contact', client);
    await insertContactMessage(this.db, {
      ...newEntry(),
      name: message.name,
      email: message.email,
      country: orNull(message.country),
      subject: message.subject,
      message: message.message,
    });
    return { message: ACKNOWLEDGEMENTS.contact };
  }

  async advertising(inquiry: AdvertisingInquiry, client: string): Promise<InboxReceipt> {
    await this.limit('advertising', client);
    await insertAdvertisingInquiry(this.db, {
      ...newEntry(),
      company_name: inquiry.companyName,
      contact_name: inquiry.contactName,
      email: inquiry.email,
      phone: orNull(inquiry.phone),
      budget: inquiry.budget,
      ad_type: orNull(inquiry.adType),
      message: orNull(inquiry.message),
    });
    return { message: ACKNOWLEDGEMENTS.advertising };
  }

  async submission(submission: StationSubmission, client: string): Promise<InboxReceipt> {
    await this.limit('submission', client);
    await insertStationSubmission(this.db, {
      ...newEntry(),
      station_name: submission.stationName,
      stream_url: submission.streamUrl,
      country: submission.country,
      city: orNull(submission.city),
      language: submission.language,
      genre: submission.genre,
      description: orNull(submission.description),
      website: orNull(submission.website),
      station_email: orNull(submission.email),
      submitter_name: submission.submitterName,
      submitter_email: submission.submitterEmail,
      notes: orNull(submission.notes),
      // Said here: the table's default is still the 'pending' that migration 0010 renamed.
      status: 'new',
    });
    return { message: ACKNOWLEDGEMENTS.submission };
  }

  async subscribe({ email }: NewsletterSignup, client: string): Promise<NewsletterReceipt> {
    await this.limit('newsletter', client);
    const added = await addNewsletterSubscriber(this.db, { ...newEntry(), email, email_key: email.toLowerCase() });
    return added
      ? { message: ACKNOWLEDGEMENTS.newsletter, already_subscribed: false }
      : { message: ACKNOWLEDGEMENTS.newsletterAgain, already_subscribed: true };
  }

  private limit(form: string, client: string): Promise<void> {
    return enforceRate(this.limiter, `inbox:${form}:${client}`, INBOX_RATE, TOO_MANY);
  }
}
