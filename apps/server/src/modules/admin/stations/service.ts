// The admin's stations: the full list (every state), one station, adding, editing, toggling,
// deleting and restoring, and merging duplicates; every change is written to the audit log.
import {
  type AdminStation,
  type AdminStationChanges,
  type AdminStationFilters,
  type AdminStationPage,
  type NewStation,
  PROTECTED_STATION_FIELDS,
  type StationCreation,
} from '@sauti/contract';
import type { Db } from '../../../platform/db';
import type { AuthenticatedUser } from '../../../platform/http/access';
import type { CatalogueService, StationEdit, StationEditor, StationRow } from '../../catalogue';
import { changedValues, recordAdminAction } from '../audit/audit-log';
import { StationCreator, type StreamCheckRunner } from './creation';
import { summaryRowsByIds } from './repo';
import { adminStationSummary, adminStationView, type StationViewContext } from './station-view';

export interface AdminStationDependencies {
  db: Db;
  catalogue: CatalogueService;
  editor: StationEditor;
  checker: StreamCheckRunner;
  listenerCount(stationId: string): number;
}

/** What the audit log keeps of a station change. */
const AUDITED_FIELDS = [
  ...PROTECTED_STATION_FIELDS,
  'description',
  'is_active',
  'boosted',
  'is_premium',
  'aliases',
  'alternates',
  'deleted_at',
  'merged_into',
] as const satisfies readonly (keyof AdminStation)[];

export class AdminStationService {
  readonly creator: StationCreator;

  constructor(private readonly deps: AdminStationDependencies) {
    this.creator = new StationCreator(deps.editor, deps.checker, this.view);
  }

  private readonly context: StationViewContext = {
    isDiscoverable: (country) => this.deps.catalogue.isDiscoverable(country),
    listenerCount: (stationId) => this.deps.listenerCount(stationId),
  };

  readonly view = (row: StationRow): AdminStation => adminStationView(row, this.context);

  /** The page's stations are found in the catalogue index, which holds every state, then read whole by id. */
  async list(filters: AdminStationFilters): Promise<AdminStationPage> {
    const { ids, total } = this.deps.catalogue.adminPage(filters);
    const rows = await summaryRowsByIds(this.deps.db, ids);
    const items = rows.map((row) => adminStationSummary(row, this.context));
    return { items, total, page: filters.page, page_size: filters.page_size };
  }

  async get(idOrSlug: string): Promise<AdminStation> {
    return this.view(await this.deps.editor.get(idOrSlug));
  }

  async create(admin: AuthenticatedUser, request: NewStation): Promise<StationCreation> {
    const { creation } = await this.creator.create(
      {
        source: 'admin',
        source_id: null,
        name: request.name,
        url: request.url,
        country: request.country,
        language: request.language,
        genre: request.genre ?? 'variety',
        city: request.city ?? null,
        website: request.website ?? null,
        logo: request.logo ?? null,
        description: request.description ?? null,
        tags: request.tags ?? [],
      },
      request,
    );
    if (creation.station) await this.recordCreated(admin, creation.station, 'station.create');
    return creation;
  }

  /** Audits a new station (added here, or by approving a submission). */
  async recordCreated(admin: AuthenticatedUser, station: AdminStation, action: string): Promise<void> {
    await recordAdminAction(this.deps.db, admin, {
      action,
      target: { kind: 'station', id: station.id, label: station.name },
      after: Object.fromEntries(AUDITED_FIELDS.map((field) => [field, station[field]])),
    });
  }

  /** `action` names it in the audit log: 'station.update' by an admin, 'station.owner_update' by an owner. */
  async update(
    actor: AuthenticatedUser,
    idOrSlug: string,
    changes: AdminStationChanges,
    action = 'station.update',
  ): Promise<AdminStation> {
    return this.audited(actor, action, await this.deps.editor.edit(idOrSlug, changes));
  }

  async remove(admin: AuthenticatedUser, idOrSlug: string): Promise<AdminStation> {
    return this.audited(admin, 'station.delete', await this.deps.editor.remove(idOrSlug));
  }

  async restore(admin: AuthenticatedUser, idOrSlug: string): Promise<AdminStation> {
    return this.audited(admin, 'station.restore', await this.deps.editor.restore(idOrSlug));
  }

  /** Merges the station into `into` and answers `into` as it is now. */
  async merge(admin: AuthenticatedUser, idOrSlug: string, into: string): Promise<AdminStation> {
    const { from, before, after } = await this.deps.editor.merge(idOrSlug, into);
    const kept = this.view(after);
    const changed = changedValues(this.view(before), kept, AUDITED_FIELDS);
    await recordAdminAction(this.deps.db, admin, {
      action: 'station.merge',
      target: { kind: 'station', id: kept.id, label: kept.name },
      before: changed.before,
      after: { ...changed.after, merged_id: from.id, merged_name: from.name },
    });
    return kept;
  }

  /** Records a change that happened (none when nothing changed) and answers the station after it. */
  private async audited(
    admin: AuthenticatedUser,
    action: string,
    { before, after }: StationEdit,
  ): Promise<AdminStation> {
    const [was, now] = [this.view(before), this.view(after)];
    const changed = changedValues(was, now, AUDITED_FIELDS);
    if (Object.keys(changed.after).length > 0) {
      await recordAdminAction(this.deps.db, admin, {
        action,
        target: { kind: 'station', id: now.id, label: now.name },
        before: changed.before,
        after: changed.after,
      });
    }
    return now;
  }
}
