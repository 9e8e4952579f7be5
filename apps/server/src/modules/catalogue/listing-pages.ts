// Station listings' answers, kept serialised. GET /api/stations (a search, mostly) is the call every
// client makes most, and /json/stations/search is its Radio Browser twin; searching and serialising
// were most of their cost. A page is kept by its URL and answered again while the catalogue index is
// unchanged and for at most a second: a change to the index (a station added, edited or hidden) shows
// at once, live figures (listener counts, clicks, votes) at most a second late.
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';

export interface ListingPage {
  /** The answer as its route serialises it. */
  body: Buffer;
  /** X-Total-Count, for a listing that tells it. */
  total: string | undefined;
}

interface KeptPage extends ListingPage {
  revision: number;
  madeAt: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** How long live figures in a kept page may lag. */
export const LISTENERS_FRESH_FOR_MS = 1000;
/** Kept pages take at most this much memory, the least recently asked for going first. */
const KEPT_BYTES = 32 * 2 ** 20;
/** What one kept page costs beside its bytes: its URL, the map's entry. */
const PAGE_OVERHEAD_BYTES = 256;

export class ListingPages {
  private readonly pages = new LRUCache<string, KeptPage>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (page, url) => page.body.length + url.length + PAGE_OVERHEAD_BYTES,
  });

  /** `indexRevision` tells the catalogue index's revision, which every change to it moves on. */
  constructor(private readonly indexRevision: () => number) {}

  /** The page kept for this URL while it still holds, else undefined. */
  kept(url: string): ListingPage | undefined {
    const page = this.pages.get(url);
    if (!page) return undefined;
    if (page.revision === this.indexRevision() && performance.now() - page.madeAt < LISTENERS_FRESH_FOR_MS) {
      return page;
    }
    return undefined;
  }

  /** A route's onRequest hook: a GET is answered from the page kept for its URL while that holds. */
  readonly answerKept: onRequestHookHandler = (request, reply, done) => {
    const page = request.method === 'GET' ? this.kept(request.url) : undefined;
    if (page) answerListingPage(reply, page);
    else done();
  };

  /** Answers with the page `make` answers now, kept under the URL it was asked at. */
  answerMade(reply: FastifyReply, url: string, make: () => { body: string; total?: string }): FastifyReply {
    return answerListingPage(reply, this.made(url, make));
  }

  /** The page `make` answers now, kept under the URL it was asked at. */
  made(url: string, make: () => { body: string; total?: string }): ListingPage {
    // Read first: a change made while the page is being made leaves it already stale.
    const revision = this.indexRevision();
    const { body, total } = make();
    const page = { body: Buffer.from(body), total, revision, madeAt: performance.now() };
    this.pages.set(url, page);
    return page;
  }
}

/** Answers with a page: its bytes as JSON, and its total when it tells one. */
function answerListingPage(reply: FastifyReply, page: ListingPage): FastifyReply {
  if (page.total !== undefined) reply.header('x-total-count', page.total);
  return reply.header('content-type', JSON_TYPE).send(page.body);
}
