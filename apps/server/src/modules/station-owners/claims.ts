// Claiming a station: a signed-in user asks for a token, then proves the station is theirs by the
// verification file or the home page's meta tag on its website (checked here, by the claimant only),
// or by evidence an admin judges from the inbox. A verified claim makes the claimant an owner. Every
// verification, approval and rejection is in the audit log.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  type ClaimAttempt,
  type ClaimMethod,
  type ClaimStatus,
  type StationClaim,
  VERIFICATION_META_NAME,
} from '@sauti/contract';
import type { Db } from '../../platform/db';
import type { AuthenticatedUser } from '../../platform/http/access';
import { Conflict, Forbidden, NotFound } from '../../platform/http/errors';
import { recordAdminAction } from '../admin';
import type { CatalogueService } from '../catalogue';
import { type ClaimRow, claimsOf, findClaim, insertClaim, pendingClaim, updateClaim } from './claims-repo';
import type { StationOwnership } from './ownership';
import { verificationFileUrl, type WebsiteProof } from './website-proof';

const ADMIN_INSTRUCTIONS =
  'No access to the website? Tell us how you are connected to the station (your role, an email address at ' +
  "the station's domain, a link to a page that names you) and an admin will judge it.";

function statusOf(row: ClaimRow): ClaimStatus {
  if (row.status === 'approved') return 'verified';
  if (row.status === 'rejected') return 'rejected';
  return 'pending';
}

export function claimView(row: ClaimRow): StationClaim {
  return {
    id: row.id,
    station_id: row.station_id,
    station_name: row.station_name,
    station_slug: row.station_slug,
    website: row.website,
    token: row.token,
    status: statusOf(row),
    method: row.method as ClaimMethod | null,
    instructions: {
      file_url: row.website && URL.canParse(row.website) ? verificationFileUrl(row.website) : null,
      file_content: row.token,
      meta_tag: `<meta name="${VERIFICATION_META_NAME}" content="${row.token}">`,
      admin: ADMIN_INSTRUCTIONS,
    },
    evidence: row.evidence,
    review_requested_at: row.review_requested_at,
    rejection_reason: row.rejection_reason,
    attempts: row.last_attempt ? (JSON.parse(row.last_attempt) as ClaimAttempt[]) : [],
    created_at: row.created_at,
    verified_at: row.verified_at,
  };
}

export interface ClaimDependencies {
  db: Db;
  catalogue: CatalogueService;
  ownership: StationOwnership;
  proof: WebsiteProof;
}

export class ClaimService {
  constructor(private readonly deps: ClaimDependencies) {}

  /** A new claim, or the claimant's pending one on the station (then `created` is false). */
  async create(
    user: AuthenticatedUser,
    stationIdOrSlug: string,
    evidence: string | undefined,
  ): Promise<{ claim: StationClaim; created: boolean }> {
    const station = this.deps.catalogue.get(stationIdOrSlug);
    if (await this.deps.ownership.owns(user.id, station.id)) throw new Conflict('You own this station already.');
    const pending = await pendingClaim(this.deps.db, user.id, station.id);
    if (pending) {
      if (evidence) return { claim: await this.requestReview(user, pending.id, evidence), created: false };
      return { claim: claimView(pending), created: false };
    }
    const id = randomUUID();
    const now = new Date().toISOString();
    await insertClaim(this.deps.db, {
      id,
      station_id: station.id,
      user_id: user.id,
      token: `sauti-${randomBytes(18).toString('base64url')}`,
      created_at: now,
      ...(evidence && { evidence, review_requested_at: now }),
    });
    return { claim: claimView(await this.row(id)), created: true };
  }

  async mine(user: AuthenticatedUser): Promise<StationClaim[]> {
    return (await claimsOf(this.deps.db, user.id)).map(claimView);
  }

  async get(user: AuthenticatedUser, id: string): Promise<StationClaim> {
    const row = await this.row(id);
    if (row.user_id !== user.id && user.role !== 'admin') throw new Forbidden('This claim is someone else’s.');
    return claimView(row);
  }

  /** Checks the website the automatic ways (or the one asked for); a proof found makes the claimant an owner. */
  async verify(user: AuthenticatedUser, id: string, method: 'file' | 'meta' | undefined): Promise<StationClaim> {
    const row = await this.claimantsOpenClaim(user, id);
    if (row.status === 'approved') return claimView(row);
    const attempts = await this.deps.proof.check(row.website, row.token, method ? [method] : ['file', 'meta']);
    const proof = attempts.find((each) => each.ok);
    await updateClaim(this.deps.db, id, { last_attempt: JSON.stringify(attempts) });
    if (!proof) return claimView(await this.row(id));
    return this.grant(user, await this.row(id), proof.method, 'claim.verify');
  }

  async requestReview(user: AuthenticatedUser, id: string, evidence: string): Promise<StationClaim> {
    const row = await this.claimantsOpenClaim(user, id);
    if (row.status === 'approved') throw new Conflict('This claim is verified already.');
    await updateClaim(this.deps.db, id, {
      evidence,
      review_requested_at: new Date().toISOString(),
      status: 'new',
      read_at: null,
    });
    return claimView(await this.row(id));
  }

  async approve(admin: AuthenticatedUser, id: string): Promise<StationClaim> {
    const row = await this.row(id);
    if (row.status === 'approved') throw new Conflict('This claim is verified already.');
    if (row.status === 'rejected') throw new Conflict('This claim was rejected; the claimant may claim again.');
    return this.grant(admin, row, 'admin', 'claim.approve');
  }

  async reject(admin: AuthenticatedUser, id: string, reason: string): Promise<StationClaim> {
    const row = await this.row(id);
    if (row.status === 'approved') throw new Conflict('This claim is verified; remove the owner instead.');
    const now = new Date().toISOString();
    await updateClaim(this.deps.db, id, { status: 'rejected', rejection_reason: reason, read_at: row.read_at ?? now });
    await recordAdminAction(this.deps.db, admin, {
      action: 'claim.reject',
      target: { kind: 'claim', id, label: row.station_name },
      before: { status: statusOf(row) },
      after: { status: 'rejected', rejection_reason: reason },
    });
    return claimView(await this.row(id));
  }

  private async grant(
    actor: AuthenticatedUser,
    row: ClaimRow,
    method: ClaimMethod,
    action: string,
  ): Promise<StationClaim> {
    const now = new Date().toISOString();
    await updateClaim(this.deps.db, row.id, {
      status: 'approved',
      method,
      verified_at: now,
      rejection_reason: null,
      read_at: row.read_at ?? now,
    });
    await this.deps.ownership.add({
      station_id: row.station_id,
      user_id: row.user_id,
      claim_id: row.id,
      invited_by: null,
    });
    await recordAdminAction(this.deps.db, actor, {
      action,
      target: { kind: 'station', id: row.station_id, label: row.station_name },
      before: { owner: null },
      after: { owner: row.user_id, claim_id: row.id, method },
    });
    return claimView(await this.row(row.id));
  }

  private async claimantsOpenClaim(user: AuthenticatedUser, id: string): Promise<ClaimRow> {
    const row = await this.row(id);
    if (row.user_id !== user.id) throw new Forbidden('Only the person who claimed the station can verify the claim.');
    if (row.status === 'rejected') throw new Conflict('This claim was rejected; you may claim the station again.');
    return row;
  }

  private async row(id: string): Promise<ClaimRow> {
    const row = await findClaim(this.deps.db, id);
    if (!row) throw new NotFound(`No claim '${id}'.`);
    return row;
  }
}
