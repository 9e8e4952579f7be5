// What the Radio Browser API needs beside the index, kept in step with it station by station: which
// stations our checks took off the air, and the stationuuid Radio Browser knows each of its stations by.
import { fromFlag } from '../../platform/db';
import type { StationRow } from './repo';
import { RADIO_BROWSER_SOURCE } from './station-draft';

export class StationSources {
  private readonly offAirIds = new Set<string>();
  private readonly radioBrowserIds = new Map<string, string>();
  private readonly stationIdsByRadioBrowserId = new Map<string, string>();

  /** Records an indexed station's row (again after a change). */
  remember(row: StationRow): void {
    this.forget(row.id);
    if (fromFlag(row.off_air)) this.offAirIds.add(row.id);
    if (row.source !== RADIO_BROWSER_SOURCE || !row.source_id) return;
    this.radioBrowserIds.set(row.id, row.source_id);
    this.stationIdsByRadioBrowserId.set(row.source_id, row.id);
  }

  forget(stationId: string): void {
    this.offAirIds.delete(stationId);
    const uuid = this.radioBrowserIds.get(stationId);
    if (uuid === undefined) return;
    this.radioBrowserIds.delete(stationId);
    this.stationIdsByRadioBrowserId.delete(uuid);
  }

  clear(): void {
    this.offAirIds.clear();
    this.radioBrowserIds.clear();
    this.stationIdsByRadioBrowserId.clear();
  }

  offAirStationIds(): Iterable<string> {
    return this.offAirIds;
  }

  radioBrowserId(stationId: string): string | undefined {
    return this.radioBrowserIds.get(stationId);
  }

  stationIdFor(stationuuid: string): string | undefined {
    return this.stationIdsByRadioBrowserId.get(stationuuid);
  }
}
