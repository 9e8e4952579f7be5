import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { loadMessages } from '../../i18n/catalogues';
import { formatDate, formatTime } from '../../lib/format';
import { playedAtLabel, SongHistory } from './SongHistory';

const song = (played_at: string) => ({ title: 'Sarkodie - Adonai', played_at });
const HISTORY_KEY = ['stations', 'history', 'station-1'];

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

describe('SongHistory', () => {
  beforeAll(async () => {
    i18n.load('en', await loadMessages('en', ['core']));
    i18n.activate('en');
  });

  const render = (client: QueryClient) =>
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <SongHistory stationId="station-1" />
        </QueryClientProvider>
      </I18nProvider>,
    );

  it('lists the songs newest first, each with its time', () => {
    const client = new QueryClient();
    const now = Date.now();
    client.setQueryData(HISTORY_KEY, [
      { title: 'Yemi Alade - Johnny', played_at: new Date(now - 60_000).toISOString() },
      { title: 'Burna Boy - Ye', played_at: new Date(now - 300_000).toISOString() },
    ]);
    const html = render(client);
    expect(html).toContain('Recent songs');
    expect(html.match(/<span dir="auto"[^>]*>([^<]*)<\/span>/g)?.map((item) => item.replace(/<[^>]+>/g, ''))).toEqual([
      'Yemi Alade - Johnny',
      'Burna Boy - Ye',
    ]);
    expect(html.match(/<time /g)).toHaveLength(2);
  });

  it('says "No songs yet" when none were heard', () => {
    const client = new QueryClient();
    client.setQueryData(HISTORY_KEY, []);
    expect(render(client)).toContain('No songs yet');
  });

  it('shows a loading placeholder, then an error when the history could not be loaded', async () => {
    const client = new QueryClient();
    expect(render(client)).toContain('aria-label="Loading the songs played"');
    // Rendered once, without a retry on mount: what a listener sees after the retries failed.
    client.setDefaultOptions({ queries: { retryOnMount: false } });
    await client.prefetchQuery({
      queryKey: HISTORY_KEY,
      queryFn: () => Promise.reject(new Error('offline')),
      retry: false,
    });
    expect(render(client)).toContain('The songs played could not be loaded.');
  });
});
