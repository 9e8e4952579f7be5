import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '../../lib/format';
import { playedAtLabel } from './SongHistory';

const song = (played_at: string) => ({ title: 'Sarkodie - Adonai', played_at });

describe('playedAtLabel', () => {
  const now = new Date(2026, 10, 27, 15, 30);

  it("shows today's songs at the clock time alone", () => {
    const played = new Date(2026, 10, 27, 15, 4);
    expect(playedAtLabel(song(played.toISOString()), now, 'en')).toBe(formatTime(played, 'en'));
  });

  it('adds the date to an older song', () => {
    const played = new Date(2026, 10, 26, 23, 50);
    expect(playedAtLabel(song(played.toISOString()), now, 'fr')).toBe(
      `${formatDate(played, 'fr')} ${formatTime(played, 'fr')}`,
    );
  });

  it('never shows a time to come, when the server clock runs ahead', () => {
    const ahead = new Date(now.getTime() + 90_000);
    expect(playedAtLabel(song(ahead.toISOString()), now, 'en')).toBe(formatTime(now, 'en'));
  });
});
