// The embeddable player: /embed/{slug} is a small player other sites may frame, and GET /api/oembed
// describes a station page the oEmbed 1.0 way (https://oembed.com), so a site given the station's
// address can show the player by itself.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The embedded player's size when the consumer asks for none: one line of controls under a logo. */
export const EMBED_WIDTH = 400;
export const EMBED_HEIGHT = 120;
/** The smallest player that still shows its controls: a smaller maxwidth or maxheight is refused. */
export const EMBED_MIN_WIDTH = 200;
export const EMBED_MIN_HEIGHT = 80;

const dimension = (name: string, min: number) =>
  z.coerce
    .number({ error: `${name} must be a number of pixels` })
    .int(`${name} must be a whole number of pixels`)
    .min(min, `${name} must be at least ${min}`)
    .max(10_000, `${name} must be at most 10000`)
    .optional();

export const OEmbedQuery = z.object({
  /** A station page's address, as shared: {PUBLIC_URL}/station/{slug}. */
  url: z.string().min(1, 'url is required').max(2048, 'url must be at most 2048 characters'),
  maxwidth: dimension('maxwidth', EMBED_MIN_WIDTH),
  maxheight: dimension('maxheight', EMBED_MIN_HEIGHT),
  /** oEmbed's two formats: json (the default) is offered, xml is answered 501, as oEmbed asks. */
  format: z.enum(['json', 'xml'], { error: 'format must be json or xml' }).default('json'),
});
export type OEmbedQuery = z.infer<typeof OEmbedQuery>;

/** oEmbed 1.0's rich type: an iframe of the embedded player. */
export const OEmbed = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  provider_name: z.literal('Sauti'),
  provider_url: z.string(),
  html: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  thumbnail_url: z.string(),
  thumbnail_width: z.number().int().positive(),
  thumbnail_height: z.number().int().positive(),
  cache_age: z.number().int().nonnegative(),
});
export type OEmbed = z.infer<typeof OEmbed>;

export const embedEndpoints = {
  /** 404 for an address that is not one of our station pages; 501 for a format other than json. */
  oembed: defineEndpoint({
    method: 'GET',
    path: '/api/oembed',
    query: OEmbedQuery,
    response: OEmbed,
    errors: [400, 404, 501],
  }),
};
