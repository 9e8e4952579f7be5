// The ads an admin manages: create and edit them from the create-ad form and its uploads, pause and
// activate them, and renew an advertiser's private report link. Every change rebuilds serving's index
// here and on the other instances.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  AD_MESSAGES,
  AD_TEXT_FIELDS,
  AD_UPLOADS,
  type Ad,
  type AdDeleted,
  AdForm,
  type AdList,
  type AdSaved,
  type AdSwitch,
} from '@sauti/contract';
import type { Insertable } from 'kysely';
import { audioSeconds, type BlobStore, type MediaKind, sniffMedia } from '../../platform/blobs';
import type { Db } from '../../platform/db';
import type { AdTable } from '../../platform/db/schema';
import type { AuthenticatedUser } from '../../platform/http/access';
import { InvalidFields, NotFound } from '../../platform/http/errors';
import { changedValues, recordAdminAction } from '../audit-log';
import type { CatalogueService } from '../catalogue';
import { adFromRow } from './ad-view';
import { centsFromDollars } from './money';
import { type AdRow, findAd, insertAd, listAds, updateAd } from './repo';
import type { AdServing } from './serving';

/** The form's files by field name, already held to their size limits. */
export type AdUploads = Partial<Record<'image_file' | 'audio_file', Buffer>>;

/** A refused form: each field's message beside it, under the spec's failure message. */
class AdFormRejected extends InvalidFields {
  constructor(fields: Record<string, string>, message: string) {
    super(fields);
    this.message = message;
  }
}

// Encoders pad a spot with a few milliseconds of silence; a 30-second spot may read 30.05 s.
const DURATION_TOLERANCE_S = 0.5;

interface StoredUpload {
  file: string;
  seconds: number | null;
}

type AdValues = Omit<Insertable<AdTable>, 'id' | 'report_token' | 'created_at'>;

/** What the audit log keeps of an ad: budgets and rates as amounts in dollars, before and after. */
const AUDITED_FIELDS = [...AD_TEXT_FIELDS, 'image_url', 'audio_url'] as const satisfies readonly (keyof Ad)[];

const auditedValues = (ad: Ad) => Object.fromEntries(AUDITED_FIELDS.map((field) => [field, ad[field]]));

const newReportToken = () => randomBytes(32).toString('base64url');

export class AdAdmin {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly catalogue: CatalogueService,
    private readonly serving: AdServing,
  ) {}

  async list(): Promise<AdList> {
    const now = Date.now();
    return { success: true, advertisements: (await listAds(this.db)).map((row) => this.view(row, now)) };
  }

  async get(id: string): Promise<Ad> {
    return this.view(await this.row(id), Date.now());
  }

  async create(admin: AuthenticatedUser, fields: Record<string, string>, uploads: AdUploads): Promise<AdSaved> {
    const values = await this.valuesFrom(fields, uploads, null, AD_MESSAGES.createFailed);
    const now = new Date().toISOString();
    const id = randomUUID();
    await insertAd(this.db, { ...values, id, report_token: newReportToken(), created_at: now });
    await this.serving.changed();
    const advertisement = await this.get(id);
    await this.audit(admin, 'ad.create', advertisement, null, auditedValues(advertisement));
    return { success: true, message: AD_MESSAGES.created, advertisement };
  }

  /**
   * The whole form again; a file not sent keeps the current one unless `remove_image`/`remove_audio`
   * says. The audit entry names what changed; a budget change is its own `ad.budget` entry.
   */
  async update(
    admin: AuthenticatedUser,
    id: string,
    fields: Record<string, string>,
    uploads: AdUploads,
  ): Promise<AdSaved> {
    const current = await this.row(id);
    const was = this.view(current, Date.now());
    const values = await this.valuesFrom(fields, uploads, current, AD_MESSAGES.updateFailed);
    await updateAd(this.db, id, values);
    await this.serving.changed();
    const advertisement = await this.get(id);
    const changed = changedValues(was, advertisement, AUDITED_FIELDS);
    const budgets = ['daily_budget', 'total_budget'].filter((field) => field in changed.after);
    const others = Object.keys(changed.after).filter((field) => !budgets.includes(field));
    const pick = (values: Record<string, unknown>, keys: string[]) =>
      Object.fromEntries(keys.map((key) => [key, values[key]]));
    if (budgets.length > 0)
      await this.audit(admin, 'ad.budget', advertisement, pick(changed.before, budgets), pick(changed.after, budgets));
    if (others.length > 0)
      await this.audit(admin, 'ad.update', advertisement, pick(changed.before, others), pick(changed.after, others));
    return { success: true, message: AD_MESSAGES.updated, advertisement };
  }

  async setStatus(admin: AuthenticatedUser, id: string, status: AdSwitch): Promise<AdSaved> {
    const current = await this.row(id);
    await updateAd(this.db, id, { status, updated_at: new Date().toISOString() });
    await this.serving.changed();
    const message = status === 'active' ? 'Advertisement activated.' : 'Advertisement paused.';
    const advertisement = await this.get(id);
    if (current.status !== status) {
      const action = status === 'active' ? 'ad.activate' : 'ad.pause';
      await this.audit(admin, action, advertisement, { status: current.status }, { status });
    }
    return { success: true, message, advertisement };
  }

  /** Out of the list and of serving at once; the audit log keeps what the ad was. */
  async remove(admin: AuthenticatedUser, id: string): Promise<AdDeleted> {
    const was = this.view(await this.row(id), Date.now());
    const now = new Date().toISOString();
    await updateAd(this.db, id, { deleted_at: now, updated_at: now });
    await this.serving.changed();
    await this.audit(admin, 'ad.delete', was, auditedValues(was), { deleted_at: now });
    return { success: true, message: 'Advertisement deleted.' };
  }

  /** The old link stops working; the audit log says who renewed it, never the link itself. */
  async renewReportToken(admin: AuthenticatedUser, id: string): Promise<Ad> {
    await this.row(id);
    await updateAd(this.db, id, { report_token: newReportToken(), updated_at: new Date().toISOString() });
    const advertisement = await this.get(id);
    await this.audit(admin, 'ad.report_token', advertisement, null, { report_link: 'renewed' });
    return advertisement;
  }

  private async audit(
    admin: AuthenticatedUser,
    action: string,
    ad: Ad,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await recordAdminAction(this.db, admin, {
      action,
      target: { kind: 'ad', id: ad.id, label: ad.title },
      before,
      after,
    });
  }

  private async row(id: string): Promise<AdRow> {
    const row = await findAd(this.db, id);
    if (!row) throw new NotFound(`No advertisement '${id}'.`);
    return row;
  }

  private view(row: AdRow, now: number): Ad {
    return adFromRow(row, this.serving.current.spendOf(row.id).todayMicros, now);
  }

  /** The row's values from the form and files; every problem at once, each beside its field. */
  private async valuesFrom(
    fields: Record<string, string>,
    uploads: AdUploads,
    current: AdRow | null,
    failure: string,
  ): Promise<AdValues> {
    const problems: Record<string, string> = {};
    const parsed = AdForm.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? 'form');
        problems[name] ??= issue.message;
      }
    }
    const image = await this.checkUpload(uploads.image_file, 'image', problems);
    const audio = await this.checkUpload(uploads.audio_file, 'audio', problems);
    if (!parsed.success) throw new AdFormRejected(problems, failure);
    const form = parsed.data;
    const imageFile = image?.file ?? (form.remove_image === 'true' ? null : (current?.image_file ?? null));
    const keptAudio =
      form.remove_audio === 'true' || !current?.audio_file ? null : { file: current.audio_file, ms: current.audio_ms };
    const audioFile = audio ? { file: audio.file, ms: msOf(audio.seconds) } : keptAudio;
    const station = form.station_id ? this.catalogue.find(form.station_id) : undefined;
    if (form.station_id && !station) problems.station_id ??= 'is not a station in the catalogue';
    if (form.ad_type === 'audio' && !audioFile) problems.audio_file ??= 'is required for an audio ad';
    if (form.ad_type === 'banner' && !imageFile && !form.content_html) {
      problems.image_file ??= 'is required for a banner, unless it has HTML content';
    }
    if (Object.keys(problems).length > 0) throw new AdFormRejected(problems, failure);
    return {
      title: form.title,
      description: form.description ?? null,
      ad_type: form.ad_type,
      position: form.position,
      advertiser_name: form.advertiser_name,
      advertiser_email: form.advertiser_email,
      advertiser_company: form.advertiser_company ?? null,
      click_url: form.click_url ?? null,
      image_file: imageFile,
      audio_file: audioFile?.file ?? null,
      audio_ms: audioFile?.ms ?? null,
      content_html: form.content_html ?? null,
      station_id: station?.id ?? null,
      start_at: form.start_date,
      end_at: form.end_date ?? null,
      daily_budget_cents: form.daily_budget ? centsFromDollars(form.daily_budget) : null,
      total_budget_cents: form.total_budget ? centsFromDollars(form.total_budget) : null,
      cpm_rate_cents: centsFromDollars(form.cpm_rate),
      cpc_rate_cents: centsFromDollars(form.cpc_rate),
      target_countries: JSON.stringify(form.target_countries),
      target_genres: JSON.stringify(form.target_genres),
      status: form.status,
      updated_at: new Date().toISOString(),
    };
  }

  /**
   * Sniffs and stores an upload; a refused one adds its message to `problems` and stores nothing. A
   * file stored for a form refused for another reason stays unused: its name is its content's hash.
   */
  private async checkUpload(
    bytes: Buffer | undefined,
    kind: MediaKind,
    problems: Record<string, string>,
  ): Promise<StoredUpload | null> {
    if (!bytes) return null;
    const rules = AD_UPLOADS[kind];
    const media = await sniffMedia(bytes, kind);
    if (!media) {
      problems[rules.field] =
        kind === 'image'
          ? 'must be a PNG, JPEG, WebP or GIF image'
          : 'must be an MP3, AAC, M4A, Ogg Vorbis or Opus audio file';
      return null;
    }
    const seconds = kind === 'audio' ? await audioSeconds(bytes, media) : null;
    if (kind === 'audio') {
      const { minSeconds, maxSeconds } = AD_UPLOADS.audio;
      if (seconds === null) {
        problems[rules.field] = 'could not be read as audio';
        return null;
      }
      if (seconds < minSeconds - DURATION_TOLERANCE_S || seconds > maxSeconds + DURATION_TOLERANCE_S) {
        problems[rules.field] =
          `must last ${minSeconds} to ${maxSeconds} seconds (this one lasts ${Math.round(seconds)})`;
        return null;
      }
    }
    return { file: await this.blobs.put(bytes, media.extension), seconds };
  }
}

const msOf = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 1000));
