// Duplicates an import drops are not forgotten: the station they duplicate keeps a duplicate's name
// as an alias (search still finds it) and its stream as an alternate (a fallback for repairs, or a
// lighter bitrate for listeners on mobile data).
import type { StreamAlternate } from '@sauti/contract';
import { foldText } from '../../platform/text/fold';
import type { NewStationRow, StationRow } from './repo';
import { nameKey, type StationDraft, streamKey } from './station-draft';

type Identity = Pick<StationDraft, 'url' | 'url_resolved' | 'name' | 'country'>;
/** What absorbing a duplicate takes from it: its name and its stream. */
export type Duplicate = Pick<StationDraft, 'name' | 'url' | 'url_resolved' | 'codec' | 'bitrate'>;

/** A station an import keeps (already stored, or about to be inserted) and what it absorbed. */
export class KeptStation {
  private changed = false;

  private constructor(
    readonly identity: Identity,
    private readonly aliases: string[],
    private readonly alternates: StreamAlternate[],
    /** The stored station's id, or the row about to be inserted. */
    readonly target: { id: string } | { insert: NewStationRow },
  ) {}

  static stored(row: StationRow): KeptStation {
    const aliases = JSON.parse(row.aliases) as string[];
    const alternates = JSON.parse(row.alternates) as StreamAlternate[];
    return new KeptStation(row, aliases, alternates, { id: row.id });
  }

  static inserted(row: NewStationRow & Identity): KeptStation {
    return new KeptStation(row, [], [], { insert: row });
  }

  /** Takes in a duplicate's name and stream when they are new to this station. */
  absorb(duplicate: Duplicate): void {
    const folded = foldText(duplicate.name);
    const names = [this.identity.name, ...this.aliases].map(foldText);
    if (folded && !names.includes(folded)) {
      this.aliases.push(duplicate.name);
      this.changed = true;
    }
    const stream = duplicate.url_resolved ?? duplicate.url;
    const known = [this.identity.url, this.identity.url_resolved, ...this.alternates.map((alternate) => alternate.url)];
    if (!known.includes(stream)) {
      this.alternates.push({ url: stream, codec: duplicate.codec, bitrate: duplicate.bitrate });
      this.changed = true;
    }
  }

  /** The columns to write when something was absorbed, else null. */
  absorbed(): { aliases: string; alternates: string } | null {
    if (!this.changed) return null;
    return { aliases: JSON.stringify(this.aliases), alternates: JSON.stringify(this.alternates) };
  }
}

/** Finds the kept station a record duplicates: the same stream, or the same name in the same country. */
export class DuplicateGuard {
  private readonly byStream = new Map<string, KeptStation>();
  private readonly byName = new Map<string, KeptStation>();
  readonly kept: KeptStation[] = [];

  add(station: KeptStation): void {
    this.kept.push(station);
    const stream = streamKey(station.identity);
    const name = nameKey(station.identity);
    if (!this.byStream.has(stream)) this.byStream.set(stream, station);
    if (!this.byName.has(name)) this.byName.set(name, station);
  }

  originalOf(station: Identity): KeptStation | undefined {
    return this.byStream.get(streamKey(station)) ?? this.byName.get(nameKey(station));
  }
}
