// Countries for admins: all 54 with their station counts, and the discoverable toggle that hides a
// country and its stations from listeners on every instance at once.
import type { AdminCountry } from '@sauti/contract';
import { type Db, fromFlag } from '../../../platform/db';
import type { AuthenticatedUser } from '../../../platform/http/access';
import { NotFound } from '../../../platform/http/errors';
import { recordAdminAction } from '../../audit-log';
import type { CatalogueService, StationEditor } from '../../catalogue';
import { activeStationCounts, countryRows } from './repo';

export class AdminCountryService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    private readonly editor: StationEditor,
  ) {}

  async list(): Promise<AdminCountry[]> {
    const [rows, counts] = await Promise.all([countryRows(this.db), activeStationCounts(this.db)]);
    const listed = new Map(this.catalogue.countries().map((country) => [country.code, country.station_count]));
    return rows.map((row) => ({
      code: row.code,
      name: row.name,
      flag: row.flag,
      discoverable: fromFlag(row.discoverable),
      station_count: counts.get(row.code) ?? 0,
      listed_count: listed.get(row.code) ?? 0,
    }));
  }

  async setDiscoverable(admin: AuthenticatedUser, code: string, discoverable: boolean): Promise<AdminCountry> {
    const before = await this.find(code);
    await this.editor.setDiscoverable(code, discoverable);
    const after = await this.find(code);
    if (before.discoverable !== after.discoverable) {
      await recordAdminAction(this.db, admin, {
        action: 'country.discoverable',
        target: { kind: 'country', id: after.code, label: after.name },
        before: { discoverable: before.discoverable },
        after: { discoverable: after.discoverable },
      });
    }
    return after;
  }

  private async find(code: string): Promise<AdminCountry> {
    const country = (await this.list()).find((candidate) => candidate.code === code);
    if (!country) throw new NotFound(`No African country '${code}'.`);
    return country;
  }
}
