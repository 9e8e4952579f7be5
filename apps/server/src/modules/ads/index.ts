// Advertising as the app sees it: one object that builds serving, tracking, the admin and the reports
// over their shared stores, and the two route plugins (listeners' and admins').
import type { BlobStore } from '../../platform/blobs';
import type { Counters } from '../../platform/counters';
import type { Db } from '../../platform/db';
import type { PubSub } from '../../platform/pubsub';
import type { SigningKey } from '../../platform/signing';
import type { CatalogueService } from '../catalogue';
import { AdAdmin } from './ad-admin';
import { Audience } from './audience';
import { ClickTokens } from './click-token';
import { type AdTrafficSettings, DEFAULT_AD_TRAFFIC, InvalidTraffic } from './invalid-traffic';
import { EventLedger } from './ledger';
import { AdReports } from './reports';
import { AdServing } from './serving';
import { type AdEventTally, AdTracking, DEFAULT_FLUSH_INTERVAL_MS } from './tracking';
import { ViewTokens } from './view-token';

export { adAdminRoutes } from './admin-routes';
export { type AdTrafficSettings, DEFAULT_AD_TRAFFIC } from './invalid-traffic';
export { adRoutes } from './routes';

export interface AdvertisingParts {
  db: Db;
  pubsub: PubSub;
  counters: Counters;
  signingKey: SigningKey;
  blobs: BlobStore;
  catalogue: CatalogueService;
  log: { warn(message: string): void };
  /** Counts the events tracking receives (sauti_ad_events_total). */
  events: AdEventTally;
  /** How often sponsored days are charged, spend refreshed and expired event keys forgotten. */
  flushIntervalMs?: number;
  /** The invalid-traffic thresholds and the clock serving and tracking read. */
  traffic?: AdTrafficSettings;
}

export class Advertising {
  readonly serving: AdServing;
  readonly tracking: AdTracking;
  readonly admin: AdAdmin;
  readonly reports: AdReports;

  constructor(private readonly parts: AdvertisingParts) {
    const traffic = parts.traffic ?? DEFAULT_AD_TRAFFIC;
    const audience = new Audience(parts.db);
    const clickTokens = new ClickTokens(parts.signingKey);
    const viewTokens = new ViewTokens(parts.signingKey);
    this.serving = new AdServing(
      parts.db,
      parts.pubsub,
      parts.counters,
      audience,
      clickTokens,
      viewTokens,
      parts.log,
      traffic.now,
    );
    this.tracking = new AdTracking({
      db: parts.db,
      counters: parts.counters,
      serving: this.serving,
      audience,
      clickTokens,
      viewTokens,
      invalidTraffic: new InvalidTraffic(parts.counters, traffic),
      ledger: new EventLedger(parts.db),
      log: parts.log,
      events: parts.events,
      now: traffic.now,
    });
    this.admin = new AdAdmin(parts.db, parts.blobs, parts.catalogue, this.serving);
    this.reports = new AdReports(parts.db);
  }

  async start(): Promise<void> {
    await this.serving.start();
    this.tracking.start(this.parts.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS);
  }

  /** Writes the counts gathered so far (tests and benchmarks read the database right after). */
  flush(): Promise<void> {
    return this.tracking.flush();
  }

  /** Writes what is left; call before the database closes. */
  close(): Promise<void> {
    return this.tracking.close();
  }
}
