// The studio: a station's owners keep it right. Description, website, social links, genre, languages,
// tags and city change at once (through the admin's station editor, so the fields stay protected from
// imports); a new name, country or stream address waits in the admin inbox as a station_edit, the
// stream checked first. Owners see when our checks took the station off the lists, with the checks,
// and may have it checked again. Every change is in the audit log, with the owner as its author.
import { randomUUID } from 'node:crypto';
import {
  type OwnerAlert,
  type PendingStationEdit,
  REVIEWED_FIELDS,
  type ReviewedStationFields,
  type StationBroadcaster,
  type StationEditInboxItem,
  type StationOwner,
  type StreamCheck,
  type StudioEditResult,
  type StudioStation,
  type StudioStationChanges,
} from '@sauti/contract';
import { type BlobStore, sniffMedia } from '../../platform/blobs';
import type { Db } from '../../platform/db';
import type { AuthenticatedUser } from '../../platform/http/access';
import { Conflict, InvalidFields, NotFound } from '../../platform/http/errors';
import { enforceRate, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import { type AdminServices, recordAdminAction } from '../admin';
import { africanCountry, type CatalogueService } from '../catalogue';
import { NotAnImage, type StationLogos } from '../station-logos';
import type { StationOwnership } from '../station-owners';
import type { StreamHealthService } from '../stream-checks';
import {
  decideEdit,
  type EditRow,
  findEdit,
  findUserByNameOrEmail,
  insertEdit,
  recentEdits,
  saveSocialLinks,
  socialLinks,
} from './repo';

/** "Check again" is a real stream check: a few an hour per station are plenty. */
export const CHECK_AGAIN_RATE: RateRule = { limit: 6, windowMs: 3600_000 };
/** The latest checks shown as the evidence. */
const EVIDENCE_CHECKS = 5;

export interface StudioDependencies {
  db: Db;
  catalogue: CatalogueService;
  ownership: StationOwnership;
  admin: AdminServices;
  health: StreamHealthService;
  /** Checks a proposed stream before it goes to review. */
  checker: { check(target: { url: string }): Promise<StreamCheck> };
  rateLimiter: RateLimiter;
  blobs: BlobStore;
  logos: StationLogos;
  /** Where uploaded logos are served from: PUBLIC_URL. */
  publicUrl: string;
}

/** The path an uploaded logo is served at (studioEndpoints.uploadedLogo). */
export const UPLOADED_LOGO_PATH = '/api/station-uploads/';

function editView(row: EditRow): PendingStationEdit {
  return {
    id: row.id,
    changes: JSON.parse(row.changes) as ReviewedStationFields,
    previous: JSON.parse(row.previous) as ReviewedStationFields,
    stream_check: row.stream_check ? (JSON.parse(row.stream_check) as StreamCheck) : null,
    status: row.status === 'approved' ? 'approved' : row.status === 'rejected' ? 'rejected' : 'waiting',
    rejection_reason: row.rejection_reason,
    created_at: row.created_at,
  };
}

type EditItem = StationEditInboxItem;

const sameList = (a: readonly string[], b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);

export class StudioService {
  constructor(private readonly deps: StudioDependencies) {}

  async view(stationIdOrSlug: string): Promise<StudioStation> {
    const station = this.deps.catalogue.get(stationIdOrSlug);
    const [links, owners, edits, history] = await Promise.all([
      socialLinks(this.deps.db, station.id),
      this.deps.ownership.ownerList(station.id),
      recentEdits(this.deps.db, station.id),
      this.deps.health.history(station.id),
    ]);
    const alert: OwnerAlert = {
      off_air: station.off_air,
      health: station.health,
      last_check_at: station.last_check_at,
      checks: history.checks.slice(0, EVIDENCE_CHECKS),
    };
    return { station, social_links: links, owners, edits: edits.map(editView), alert };
  }

  /** The public badge and the owners' social links. */
  async broadcaster(stationIdOrSlug: string): Promise<StationBroadcaster> {
    const station = this.deps.catalogue.get(stationIdOrSlug);
    const [verified, links] = await Promise.all([
      this.deps.ownership.verifiedAmong([station.id]),
      socialLinks(this.deps.db, station.id),
    ]);
    return { verified: verified.has(station.id), social_links: links };
  }

  async update(
    owner: AuthenticatedUser,
    stationIdOrSlug: string,
    changes: StudioStationChanges,
  ): Promise<StudioEditResult> {
    const station = this.deps.catalogue.get(stationIdOrSlug);
    const { social_links, name, country, url, ...immediate } = changes;
    const applied = Object.entries(immediate)
      .filter(([, value]) => value !== undefined)
      .map(([field]) => field);
    if (applied.length > 0) {
      await this.deps.admin.stations.update(owner, station.id, immediate, 'station.owner_update');
    }
    if (social_links !== undefined) {
      const before = await socialLinks(this.deps.db, station.id);
      if (!sameList(before, social_links)) {
        await saveSocialLinks(this.deps.db, station.id, social_links);
        await recordAdminAction(this.deps.db, owner, {
          action: 'station.owner_update',
          target: { kind: 'station', id: station.id, label: station.name },
          before: { social_links: before },
          after: { social_links },
        });
      }
      applied.push('social_links');
    }
    const current: ReviewedStationFields = { name: station.name, country: station.country, url: station.url };
    const proposed: ReviewedStationFields = { name, country, url };
    const reviewed = REVIEWED_FIELDS.filter(
      (field) => proposed[field] !== undefined && proposed[field] !== current[field],
    );
    const waiting =
      reviewed.length > 0 ? await this.propose(owner, station.id, station.name, reviewed, proposed, current) : null;
    return { studio: await this.view(station.id), applied, waiting };
  }

  /** Keeps a change of name, country or stream for an admin's review; a new stream is checked first. */
  private async propose(
    owner: AuthenticatedUser,
    stationId: string,
    stationName: string,
    fields: readonly (typeof REVIEWED_FIELDS)[number][],
    proposed: ReviewedStationFields,
    current: ReviewedStationFields,
  ): Promise<PendingStationEdit> {
    if (proposed.country !== undefined && !africanCountry(proposed.country)) {
      throw new InvalidFields({ country: 'is not one of the 54 African countries' });
    }
    const pick = (from: ReviewedStationFields) => Object.fromEntries(fields.map((field) => [field, from[field]]));
    const check = fields.includes('url') && proposed.url ? await this.deps.checker.check({ url: proposed.url }) : null;
    const id = randomUUID();
    await insertEdit(this.deps.db, {
      id,
      station_id: stationId,
      user_id: owner.id,
      changes: JSON.stringify(pick(proposed)),
      previous: JSON.stringify(pick(current)),
      stream_check: check ? JSON.stringify(check) : null,
      created_at: new Date().toISOString(),
    });
    await recordAdminAction(this.deps.db, owner, {
      action: 'station_edit.request',
      target: { kind: 'station', id: stationId, label: stationName },
      before: pick(current),
      after: { ...pick(proposed), ...(check && { stream_check: check.outcome }) },
    });
    return editView(await this.edit(id));
  }

  async approveEdit(admin: AuthenticatedUser, id: string): Promise<EditItem> {
    const edit = await this.openEdit(id);
    const changes = JSON.parse(edit.changes) as ReviewedStationFields;
    await this.deps.admin.stations.update(admin, edit.station_id, changes);
    await this.decide(admin, edit, { status: 'approved', rejection_reason: null });
    return this.editItem(id);
  }

  async rejectEdit(admin: AuthenticatedUser, id: string, reason: string): Promise<EditItem> {
    const edit = await this.openEdit(id);
    await this.decide(admin, edit, { status: 'rejected', rejection_reason: reason });
    return this.editItem(id);
  }

  /** The change as the admin inbox shows it. */
  private async editItem(id: string): Promise<EditItem> {
    const item = await this.deps.admin.inbox.get(id);
    if (item.kind !== 'station_edit') throw new NotFound(`No station change '${id}'.`);
    return item;
  }

  /**
   * An owner's logo: checked by its bytes as the ads' images are (PNG, JPEG, WebP or GIF, never SVG),
   * stored under its hash, drawn at every size and made the station's logo at once.
   */
  async uploadLogo(
    owner: AuthenticatedUser,
    stationIdOrSlug: string,
    bytes: Buffer | undefined,
  ): Promise<StudioStation> {
    const station = this.deps.catalogue.get(stationIdOrSlug);
    if (!bytes) throw new InvalidFields({ logo: 'Choose an image to upload.' });
    const media = await sniffMedia(bytes, 'image');
    if (!media) throw new InvalidFields({ logo: 'must be a PNG, JPEG, WebP or GIF image' });
    const file = await this.deps.blobs.put(bytes, media.extension);
    const logo = new URL(`${UPLOADED_LOGO_PATH}${file}`, this.deps.publicUrl).href;
    try {
      await this.deps.logos.adopt(logo, bytes);
    } catch (error) {
      if (error instanceof NotAnImage) throw new InvalidFields({ logo: 'could not be read as an image' });
      throw error;
    }
    await this.deps.admin.stations.update(owner, station.id, { logo }, 'station.owner_update');
    return this.view(station.id);
  }

  /** "Check again": our check of the stream, now; the station comes back on the lists if it plays. */
  async checkAgain(stationIdOrSlug: string): Promise<StudioStation> {
    const station = this.deps.catalogue.get(stationIdOrSlug);
    await enforceRate(
      this.deps.rateLimiter,
      `studio-check:${station.id}`,
      CHECK_AGAIN_RATE,
      'The station was checked several times this hour; please try again later.',
    );
    await this.deps.health.checkNow(station.id);
    return this.view(station.id);
  }

  async invite(owner: AuthenticatedUser, stationIdOrSlug: string, who: string): Promise<StationOwner[]> {
    const station = this.deps.catalogue.get(stationIdOrSlug);
    const user = await findUserByNameOrEmail(this.deps.db, who);
    if (!user) throw new InvalidFields({ user: 'No account has that username or email address.' });
    if (await this.deps.ownership.owns(user.id, station.id))
      throw new Conflict(`${user.username} owns this station already.`);
    await this.deps.ownership.add({ station_id: station.id, user_id: user.id, claim_id: null, invited_by: owner.id });
    await recordAdminAction(this.deps.db, owner, {
      action: 'station.owner_invite',
      target: { kind: 'station', id: station.id, label: station.name },
      after: { owner: user.id, username: user.username },
    });
    return this.deps.ownership.ownerList(station.id);
  }

  async removeOwner(actor: AuthenticatedUser, stationIdOrSlug: string, userId: string): Promise<StationOwner[]> {
    const station = this.deps.catalogue.get(stationIdOrSlug);
    const owners = await this.deps.ownership.ownerList(station.id);
    const leaving = owners.find((owner) => owner.user_id === userId);
    if (!leaving) throw new NotFound('That person does not own this station.');
    if (owners.length === 1 && actor.role !== 'admin') {
      throw new Conflict('A station keeps at least one owner: invite another before you leave.');
    }
    await this.deps.ownership.remove(station.id, userId);
    await recordAdminAction(this.deps.db, actor, {
      action: 'station.owner_remove',
      target: { kind: 'station', id: station.id, label: station.name },
      before: { owner: userId, username: leaving.username },
    });
    return this.deps.ownership.ownerList(station.id);
  }

  private async decide(
    admin: AuthenticatedUser,
    edit: EditRow,
    decision: { status: 'approved' | 'rejected'; rejection_reason: string | null },
  ): Promise<void> {
    await decideEdit(this.deps.db, edit.id, { ...decision, read_at: edit.read_at ?? new Date().toISOString() });
    await recordAdminAction(this.deps.db, admin, {
      action: `station_edit.${decision.status === 'approved' ? 'approve' : 'reject'}`,
      target: { kind: 'station_edit', id: edit.id, label: null },
      before: { status: edit.status },
      after: decision,
    });
  }

  private async openEdit(id: string): Promise<EditRow> {
    const edit = await this.edit(id);
    if (edit.status === 'approved' || edit.status === 'rejected')
      throw new Conflict('This change was decided already.');
    return edit;
  }

  private async edit(id: string): Promise<EditRow> {
    const edit = await findEdit(this.deps.db, id);
    if (!edit) throw new NotFound(`No station change '${id}'.`);
    return edit;
  }
}
