// The catalogue quality review's rules as the routes use them: the findings (less those an admin
// dismissed), one-click fixes through the station editor, and generated descriptions for stations
// nobody described. Every change is written to the audit log.
import type {
  DescriptionsWritten,
  QualityFixRequest,
  QualityFixResult,
  QualityIssueKind,
  QualityQuery,
  QualityReport,
} from '@sauti/contract';
import { QUALITY_ISSUE_KINDS } from '@sauti/contract';
import type { Db } from '../../platform/db';
import type { AuthenticatedUser } from '../../platform/http/access';
import { BadInput } from '../../platform/http/errors';
import { recordAdminAction } from '../audit-log';
import {
  type CatalogueService,
  describedRow,
  generatedDescription,
  type StationEdit,
  type StationEditor,
  updateStation,
} from '../catalogue';
import { reviewStations } from './findings';
import { describableStations, dismissedFindings, dismissFinding, reviewedStations } from './repo';

/** Above this many stations described at once, the catalogue reloads whole rather than station by station. */
const RELOAD_ABOVE = 1000;

export interface CatalogueQualityDependencies {
  db: Db;
  catalogue: CatalogueService;
  editor: StationEditor;
}

export class CatalogueQuality {
  constructor(private readonly deps: CatalogueQualityDependencies) {}

  async report(query: QualityQuery): Promise<QualityReport> {
    const [stations, dismissed] = await Promise.all([reviewedStations(this.deps.db), dismissedFindings(this.deps.db)]);
    const findings = reviewStations(stations).filter((found) => !dismissed.has(`${found.station.id}|${found.kind}`));
    const counts = Object.fromEntries(QUALITY_ISSUE_KINDS.map((kind) => [kind, 0])) as Record<QualityIssueKind, number>;
    for (const found of findings) counts[found.kind] += 1;
    const wanted = query.kind ? findings.filter((found) => found.kind === query.kind) : findings;
    return {
      findings: wanted.slice(0, query.limit),
      counts,
      descriptions_to_write: (await this.undescribed()).length,
    };
  }

  async fix(admin: AuthenticatedUser, request: QualityFixRequest): Promise<QualityFixResult> {
    const station = await this.deps.editor.get(request.station_id);
    const result = { station_id: station.id, kind: request.kind, action: request.action };
    if (request.action === 'dismiss') {
      await dismissFinding(this.deps.db, station.id, request.kind, admin.id);
      await recordAdminAction(this.deps.db, admin, {
        action: 'station.quality_dismiss',
        target: { kind: 'station', id: station.id, label: station.name },
        after: { finding: request.kind },
      });
      return { ...result, message: `"${station.name}" is kept as it is; this finding will not be listed again.` };
    }
    const { edit, message } = await this.apply(request);
    const values = changed(edit);
    await recordAdminAction(this.deps.db, admin, {
      action: 'station.quality_fix',
      target: { kind: 'station', id: edit.after.id, label: edit.after.name },
      before: { ...values.before, finding: request.kind },
      after: { ...values.after, fix: request.action },
    });
    return { ...result, message };
  }

  /** Writes a generated description for every station with none (or only the placeholder). */
  async writeDescriptions(admin: AuthenticatedUser): Promise<DescriptionsWritten> {
    const pending = await this.undescribed();
    const at = new Date().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      for (const { id, written } of pending) await updateStation(trx, id, { ...written, updated_at: at });
    });
    if (pending.length > RELOAD_ABOVE) await this.deps.catalogue.changed();
    else await this.deps.catalogue.stationsChanged(pending.map((station) => station.id));
    await recordAdminAction(this.deps.db, admin, {
      action: 'catalogue.describe',
      target: { kind: 'catalogue', id: null, label: 'Generated descriptions' },
      after: { written: pending.length },
    });
    return { written: pending.length };
  }

  private async apply(request: QualityFixRequest): Promise<{ edit: StationEdit; message: string }> {
    const { editor } = this.deps;
    switch (request.action) {
      case 'hide': {
        const edit = await editor.edit(request.station_id, { is_active: false });
        return { edit, message: `"${edit.after.name}" is hidden from listeners.` };
      }
      case 'move_country': {
        if (!request.country) throw new BadInput('Moving a station needs the country to move it to.');
        const edit = await editor.edit(request.station_id, { country: request.country.toUpperCase() });
        return { edit, message: `"${edit.after.name}" is now filed under ${edit.after.country}.` };
      }
      case 'drop_language': {
        const before = await editor.get(request.station_id);
        const languages = JSON.parse(before.languages) as string[];
        if (!request.language || !languages.includes(request.language)) {
          throw new BadInput(`"${before.name}" is not marked with the language '${request.language ?? ''}'.`);
        }
        const edit = await editor.setLanguages(
          before.id,
          languages.filter((code) => code !== request.language),
        );
        return { edit, message: `"${edit.after.name}" is no longer marked as ${request.language}.` };
      }
      default:
        throw new BadInput(`Unknown fix '${request.action}'.`);
    }
  }

  private async undescribed() {
    const rows = await describableStations(this.deps.db);
    return rows
      .filter((row) => row.description_source !== 'generated')
      .map((row) => ({ id: row.id, written: generatedDescription(row, describedRow(row)) }))
      .filter((row): row is { id: string; written: NonNullable<typeof row.written> } => row.written !== null);
  }
}

/** The columns a fix changed, before and after. */
function changed({ before, after }: StationEdit): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = (['is_active', 'country', 'language', 'languages'] as const).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
