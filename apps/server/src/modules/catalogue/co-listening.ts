// Stations that the same listeners play ("listeners of this one also play..."), counted from each
// listener's recent stations now and then, so no request ever scans listening sessions.

/** Only a listener's most recent stations count: a long history says little about any one pair. */
const STATIONS_PER_LISTENER = 30;
/** Each station keeps its strongest neighbours only. */
const NEIGHBOURS_PER_STATION = 50;

export class CoListening {
  static readonly NONE = new CoListening([]);
  private readonly neighbours = new Map<string, ReadonlyMap<string, number>>();

  /** `stationsPerListener`: each listener's distinct stations, most recent first. */
  constructor(stationsPerListener: Iterable<readonly string[]>) {
    const counts = new Map<string, Map<string, number>>();
    for (const stations of stationsPerListener) {
      const recent = [...new Set(stations)].slice(0, STATIONS_PER_LISTENER);
      for (const station of recent) {
        const others = counts.get(station) ?? new Map<string, number>();
        counts.set(station, others);
        for (const other of recent) if (other !== station) others.set(other, (others.get(other) ?? 0) + 1);
      }
    }
    for (const [station, others] of counts) {
      const strongest = [...others]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, NEIGHBOURS_PER_STATION);
      this.neighbours.set(station, new Map(strongest));
    }
  }

  /** The stations played by listeners of this one, each with how many of them played it. */
  of(stationId: string): ReadonlyMap<string, number> {
    return this.neighbours.get(stationId) ?? new Map();
  }
}
