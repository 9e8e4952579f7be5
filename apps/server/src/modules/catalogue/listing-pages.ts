// The station listing's answers, kept serialised. GET /api/stations (a search, mostly) is the call
// every client makes most, and searching and serialising were most of its cost. A page is kept by
// its URL and answered again while the index is unchanged and for at most a second: a change to the
// index (a station added, edited or hidden) shows at once, live listener counts at most a second late.
import type { Station, StationFilters } from '@sauti/contract';
import { LRUCache } from 'lru-cache';
import type { CatalogueService } from './service';

export interface ListingPage {
  /** The stations as the contract serialises them. */
  body: Buffer;
  /** X-Total-Count. */
  total: string;
}

interface KeptPage extends ListingPage {
  revision: number;
  madeAt: number;
}

/** How long listener counts in a kept page may lag. */
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

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly serialize: (stations: Station[]) => string,
  ) {}

  /** The page kept for this URL while it still holds, else undefined. */
  kept(url: string): ListingPage | undefined {
    const page = this.pages.get(url);
    if (!page) return undefined;
    if (page.revision === this.catalogue.indexRevision && performance.now() - page.madeAt < LISTENERS_FRESH_FOR_MS) {
      return page;
    }
    return undefined;
  }

  /** The page of these filters made now, kept under the URL they were read from. */
  made(url: string, filters: StationFilters): ListingPage {
    const revision = this.catalogue.indexRevision;
    const { items, total } = this.catalogue.list(filters);
    const page = {
      body: Buffer.from(this.serialize(items)),
      total: String(total),
      revision,
      madeAt: performance.now(),
    };
    this.pages.set(url, page);
    return page;
  }
}
