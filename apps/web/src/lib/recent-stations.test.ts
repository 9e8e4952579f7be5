import { aStation } from '@sauti/contract/testing';
import { describe, expect, it } from 'vitest';
import { RECENT_STATIONS_MAX, readRecentStations, rememberRecentStation } from './recent-stations';
import { memoryStorage, refusingStorage } from './storage-doubles';

describe("this device's recently played stations", () => {
  it('keeps the newest first and a station only once', () => {
    const storage = memoryStorage();
    rememberRecentStation(storage, aStation({ id: 'a', name: 'Alpha FM' }));
    rememberRecentStation(storage, aStation({ id: 'b', name: 'Beta FM' }));
    rememberRecentStation(storage, aStation({ id: 'a', name: 'Alpha FM' }));
    expect(readRecentStations(storage).map((station) => station.name)).toEqual(['Alpha FM', 'Beta FM']);
  });

  it(`keeps the last ${RECENT_STATIONS_MAX} only`, () => {
    const storage = memoryStorage();
    for (let index = 0; index < RECENT_STATIONS_MAX + 5; index += 1) {
      rememberRecentStation(storage, aStation({ id: `s${index}`, name: `Station ${index}` }));
    }
    const kept = readRecentStations(storage);
    expect(kept).toHaveLength(RECENT_STATIONS_MAX);
    expect(kept[0]?.name).toBe(`Station ${RECENT_STATIONS_MAX + 4}`);
    expect(kept.at(-1)?.name).toBe('Station 5');
  });

  it('leaves out the live listener count, which would be stale when read', () => {
    const storage = memoryStorage();
    rememberRecentStation(storage, aStation({ id: 'a', listeners: 12 }));
    expect(readRecentStations(storage)[0]?.listeners).toBe(0);
  });

  it('skips what it cannot read and survives storage that refuses', () => {
    const storage = memoryStorage({ 'sauti.recentStations': JSON.stringify([{ id: 'broken' }, 'nonsense']) });
    expect(readRecentStations(storage)).toEqual([]);
    expect(readRecentStations(memoryStorage({ 'sauti.recentStations': '{not json' }))).toEqual([]);
    expect(() => rememberRecentStation(refusingStorage, aStation())).not.toThrow();
    expect(readRecentStations(refusingStorage)).toEqual([]);
    expect(readRecentStations(null)).toEqual([]);
  });
});
