// The admin area's services, built once from what the app hands over.
import type { Db } from '../../platform/db';
import type { AccountService } from '../auth';
import { type CatalogueService, StationEditor } from '../catalogue';
import { AdminCountryService } from './countries/service';
import { DashboardService } from './dashboard/service';
import { AdminInboxService } from './inbox/service';
import type { StreamCheckRunner } from './stations/creation';
import { AdminStationService } from './stations/service';
import { AdminUserService } from './users/service';

export interface AdminDependencies {
  db: Db;
  catalogue: CatalogueService;
  accounts: AccountService;
  /** Checks a new station's stream before it is saved. */
  checker: StreamCheckRunner;
  /** Listeners per station on this instance's stream gateway: all of them, or one station's. */
  liveListeners(): ReadonlyMap<string, number>;
  listenerCount(stationId: string): number;
}

export interface AdminServices {
  db: Db;
  dashboard: DashboardService;
  stations: AdminStationService;
  countries: AdminCountryService;
  inbox: AdminInboxService;
  users: AdminUserService;
}

export function adminServices(deps: AdminDependencies): AdminServices {
  const { db, catalogue, accounts, checker, liveListeners, listenerCount } = deps;
  const editor = new StationEditor(db, catalogue);
  const stations = new AdminStationService({ db, catalogue, editor, checker, listenerCount });
  return {
    db,
    dashboard: new DashboardService(db, catalogue, liveListeners),
    stations,
    countries: new AdminCountryService(db, catalogue, editor),
    inbox: new AdminInboxService(db, stations),
    users: new AdminUserService(db, accounts),
  };
}
