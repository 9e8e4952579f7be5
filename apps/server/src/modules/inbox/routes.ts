// POST /api/inbox/contact, /api/inbox/advertising, /api/inbox/submissions and /api/newsletter:
// public, validated by the contract's schemas, and rate-limited per client address.
import {
  AdvertisingInquiry,
  ContactMessage,
  ErrorBody,
  InboxReceipt,
  NewsletterReceipt,
  NewsletterSignup,
  StationSubmission,
} from '@sauti/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { enforceRate, type RateRule } from '../../platform/rate-limit';
import type { InboxService } from './service';

/** Enough for a person who mistyped a few times; far too few for a spam script. */
export const INBOX_RATE: RateRule = { limit: 5, windowMs: 10 * 60_000 };
const TOO_MANY = 'You have sent this form several times in a short while. Please wait a few minutes and try again.';

const tags = ['inbox'];
const publicRoute = { access: 'public' as const };
const failures = { 400: ErrorBody, 429: ErrorBody };

export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = (form: string, request: FastifyRequest) =>
    enforceRate(app.rateLimiter, `inbox:${form}:${request.ip}`, INBOX_RATE, TOO_MANY);

  api.post(
    '/inbox/contact',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Send a message to the Sauti team',
        body: ContactMessage,
        response: { 201: InboxReceipt, ...failures },
      },
    },
    async (request, reply) => {
      await limit('contact', request);
      return reply.status(201).send(await inbox.contact(request.body));
    },
  );

  api.post(
    '/inbox/advertising',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Ask for an advertising quote',
        body: AdvertisingInquiry,
        response: { 201: InboxReceipt, ...failures },
      },
    },
    async (request, reply) => {
      await limit('advertising', request);
      return reply.status(201).send(await inbox.advertising(request.body));
    },
  );

  api.post(
    '/inbox/submissions',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Suggest a station for the catalogue',
        body: StationSubmission,
        response: { 201: InboxReceipt, ...failures },
      },
    },
    async (request, reply) => {
      await limit('submission', request);
      return reply.status(201).send(await inbox.submission(request.body));
    },
  );

  api.post(
    '/newsletter',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign up for the newsletter; signing up again with the same address is also a success',
        body: NewsletterSignup,
        response: { 200: NewsletterReceipt, 201: NewsletterReceipt, ...failures },
      },
    },
    async (request, reply) => {
      await limit('newsletter', request);
      const receipt = await inbox.subscribe(request.body);
      return reply.status(receipt.already_subscribed ? 200 : 201).send(receipt);
    },
  );
}
