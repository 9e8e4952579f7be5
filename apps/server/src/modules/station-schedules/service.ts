// Stations' weekly schedules: anyone reads one (a station without one has an empty schedule in UTC),
// its owners replace it whole. The body was checked against the contract (zone, days, times, no
// overlaps) before it gets here; programmes are kept in the week's order, and each save is audited.
import { type Programme, Schedule, weekMinutes } from '@sauti/contract';
import type { Db } from '../../platform/db';
import type { AuthenticatedUser } from '../../platform/http/access';
import { recordAdminAction } from '../audit-log';
import type { CatalogueService } from '../catalogue';
import { findSchedule, type ScheduleRow, saveSchedule } from './repo';

const programmesOf = (row: ScheduleRow): Programme[] => Schedule.shape.programmes.parse(JSON.parse(row.programmes));

export class ScheduleService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  /** By station id or slug. */
  async get(stationRef: string): Promise<Schedule> {
    const station = this.catalogue.get(stationRef);
    const row = await findSchedule(this.db, station.id);
    if (!row) return { station_id: station.id, timezone: 'UTC', programmes: [], updated_at: null };
    return {
      station_id: station.id,
      timezone: row.timezone,
      programmes: programmesOf(row),
      updated_at: row.updated_at,
    };
  }

  /** Replaces the station's schedule with a checked one. */
  async save(stationRef: string, input: Pick<Schedule, 'timezone' | 'programmes'>, by: AuthenticatedUser) {
    const station = this.catalogue.get(stationRef);
    const before = await this.get(station.id);
    const programmes = [...input.programmes].sort((a, b) => weekMinutes(a).start - weekMinutes(b).start);
    const row: ScheduleRow = {
      station_id: station.id,
      timezone: input.timezone,
      programmes: JSON.stringify(programmes),
      updated_at: new Date().toISOString(),
      updated_by: by.id,
    };
    await saveSchedule(this.db, row);
    await recordAdminAction(this.db, by, {
      action: 'station.schedule',
      target: { kind: 'station', id: station.id, label: station.name },
      before: { timezone: before.timezone, programmes: before.programmes },
      after: { timezone: row.timezone, programmes },
    });
    return { station_id: station.id, timezone: row.timezone, programmes, updated_at: row.updated_at };
  }
}
