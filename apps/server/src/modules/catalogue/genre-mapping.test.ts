import { GENRE_IDS } from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { genreFor } from './genre-mapping';

describe('genreFor', () => {
  it.each([
    [['afrobeats', 'afropop', 'music'], 'afrobeats'],
    [['african music', 'hiphop'], 'world'],
    [['amapiano', 'house', 'deep house'], 'amapiano'],
    [['gospel', 'gospel music', 'christian'], 'gospel'],
    [['islamic', 'quran'], 'religious'],
    [['news', 'talk'], 'talk'],
    [['sport', 'football'], 'sports'],
    [['highlife', 'hiplife'], 'highlife'],
    [['bongo flava', 'taarab'], 'bongo'],
    [['r&b', 'soul'], 'rnb'],
    [['classical', 'opera'], 'classical'],
    [['oldies', '80s'], 'oldies'],
    [['music', 'radio', 'fm'], 'variety'],
  ])('maps the tags %j to %s', (tags, genre) => {
    expect(genreFor(tags, 'Some Station')).toBe(genre);
  });

  it('takes the first tag that names a genre, in the order the source lists them', () => {
    expect(genreFor(['music', 'jazz', 'pop'], 'X')).toBe('jazz');
    expect(genreFor(['pop', 'jazz'], 'X')).toBe('pop');
  });

  it('maps news to the talk genre', () => {
    expect(genreFor(['news'], 'Radio One')).toBe('talk');
  });

  it('matches whole words only, so a tag containing a genre word by accident does not count', () => {
    expect(genreFor(['trapeze'], 'X')).toBe('variety');
    expect(genreFor(['grapevine'], 'X')).toBe('variety');
  });

  it('ignores case and diacritics in tags', () => {
    expect(genreFor(['GOSPEL'], 'X')).toBe('gospel');
    expect(genreFor(['Actualités'], 'X')).toBe('talk');
  });

  it.each([
    ['Radio Gospel Ghana', 'gospel'],
    ['Quran FM', 'religious'],
    ['إذاعة القرآن الكريم', 'religious'],
    ['Smooth Jazz Lagos', 'jazz'],
    ['Super Sports FM', 'sports'],
    ['Capital News Radio', 'talk'],
  ])('reads the genre from the name %j when the tags are empty', (name, genre) => {
    expect(genreFor([], name)).toBe(genre);
  });

  it('prefers the tags over the name', () => {
    expect(genreFor(['reggae'], 'Gospel Radio')).toBe('reggae');
  });

  it('gives variety when neither the tags nor the name tell a genre', () => {
    expect(genreFor([], 'Radio Nyota')).toBe('variety');
  });

  it('only ever answers a genre of the taxonomy', () => {
    const samples = [['zouk'], ['kizomba'], ['dance'], ['world music'], ['rai'], ['traditional'], []];
    for (const tags of samples) expect(GENRE_IDS).toContain(genreFor(tags, 'X'));
  });
});
