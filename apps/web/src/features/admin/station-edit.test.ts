import { describe, expect, it } from 'vitest';
import { EMPTY_STATION } from './StationFields';
import { changedFields } from './station-edit';

const original = {
  ...EMPTY_STATION,
  name: 'Radio One',
  url: 'http://radio.example/live',
  tags: 'news, talk',
  city: 'Lagos',
};

describe('a station edit', () => {
  it('sends nothing when nothing changed, spaces and tag case aside', () => {
    expect(changedFields(original, { ...original, name: ' Radio One ', tags: 'News,talk' })).toEqual({});
  });

  it('sends only the changed fields, a cleared one as null and tags as a list', () => {
    expect(changedFields(original, { ...original, name: 'Radio Two', city: '', tags: 'news, talk, sports' })).toEqual({
      name: 'Radio Two',
      city: null,
      tags: ['news', 'talk', 'sports'],
    });
  });
});
