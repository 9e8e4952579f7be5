// Stations as the catalogue index holds them, for tests that need no database: the contract's test
// station, each with its own id and a slug from its name, as the index looks stations up by both.
import { randomUUID } from 'node:crypto';
import type { Station } from '@sauti/contract';
import { aStation } from '@sauti/contract/testing';
import type { IndexedStation } from '../modules/catalogue/catalogue-index';

export function anIndexedStation(overrides: Partial<Station> = {}, clickTrend = 0): IndexedStation {
  const id = randomUUID();
  const name = overrides.name ?? `Test Radio ${id.slice(0, 8)}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { station: aStation({ id, name, slug, ...overrides }), clickTrend };
}
