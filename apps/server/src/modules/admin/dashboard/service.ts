// The admin dashboard: the spec's figures (users, stations, countries, top countries and stations)
// and what an operator needs beyond them: 30 days of listening hours and sign-ups, plays by
// country, live listeners and the stations' health.
import { type AdminDashboard, type HealthSource, type HealthStatus, healthStatus } from '@sauti/contract';
import type { Db } from '../../../platform/db';
import { africanCountry, type CatalogueService } from '../../catalogue';
import { latestRunNotice } from '../../stream-checks';
import {
  countUsers,
  listeningSecondsPerDay,
  mostPlayedStations,
  newUsersPerDay,
  playsByCountry,
  stationsByLastCheck,
} from './repo';

const DAYS = 30;
const TOP = 10;
const DAY_MS = 24 * 3600 * 1000;

/** The last `DAYS` UTC days, oldest first, ending today. */
function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS }, (_, i) => new Date(today - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
    /** Listeners per station on this instance's stream gateway. */
    private readonly liveListeners: () => ReadonlyMap<string, number>,
  ) {}

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const days = lastDays(now);
    const since = `${days[0]}T00:00:00.000Z`;
    const [users, signups, seconds, plays, played, checks, notice] = await Promise.all([
      countUsers(this.db),
      newUsersPerDay(this.db, since),
      listeningSecondsPerDay(this.db, since),
      playsByCountry(this.db, since),
      mostPlayedStations(this.db, since, TOP),
      stationsByLastCheck(this.db),
      latestRunNotice(this.db),
    ]);
    const live = this.liveListeners();
    const countries = this.catalogue.countries().filter((country) => country.station_count > 0);
    // The one reading of health every surface uses, applied to each group of stations.
    const health: Record<HealthStatus, number> = { working: 0, down: 0, unchecked: 0, unknown: 0 };
    for (const row of checks) {
      const status = healthStatus({
        health_source: row.health_source as HealthSource | null,
        last_check_at: null,
        last_check_ok: row.last_check_ok === null ? null : row.last_check_ok === 1,
      });
      health[status] += row.count;
    }
    return {
      total_users: users,
      total_stations: this.catalogue.size,
      total_countries: countries.length,
      top_countries: countries
        .sort((a, b) => b.station_count - a.station_count)
        .slice(0, TOP)
        .map((country) => ({ _id: country.code, count: country.station_count })),
      top_stations: this.topStations(live, played),
      listening_hours_per_day: days.map((date) => ({
        date,
        hours: Math.round(((seconds.get(date) ?? 0) / 3600) * 100) / 100,
      })),
      new_users_per_day: days.map((date) => ({ date, count: signups.get(date) ?? 0 })),
      plays_by_country: plays.map((row) => ({
        country: row.country,
        name: africanCountry(row.country)?.name ?? row.country,
        plays: Number(row.plays),
      })),
      live_listeners: [...live.values()].reduce((sum, count) => sum + count, 0),
      health_summary: health,
      health_notice: notice,
    };
  }

  /** The stations with the most listeners now, then the most played over the last 30 days. */
  private topStations(live: ReadonlyMap<string, number>, played: ReadonlyMap<string, number>) {
    const ids = [...new Set([...live.keys(), ...played.keys()])];
    return ids
      .flatMap((id) => {
        const station = this.catalogue.find(id);
        return station ? [{ id, name: station.name, listeners: live.get(id) ?? 0, plays: played.get(id) ?? 0 }] : [];
      })
      .sort((a, b) => b.listeners - a.listeners || b.plays - a.plays)
      .slice(0, TOP)
      .map(({ id, name, listeners }) => ({ id, name, listeners }));
  }
}
