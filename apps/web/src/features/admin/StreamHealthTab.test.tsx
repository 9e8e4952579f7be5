import { I18nProvider } from '@lingui/react';
import type { StreamFixRun } from '@sauti/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { compileCatalogue } from '../../i18n/compile-catalogue';
import en from '../../i18n/locales/en.json';
import { FixResults } from './StreamHealthTab';

const aRun = (overrides: Partial<StreamFixRun>): StreamFixRun => ({
  run_id: 'run-1',
  kind: 'repair',
  status: 'done',
  total_stations: 990,
  checked_stations: 990,
  working_stations: 970,
  warning: null,
  network_failures: 0,
  applied: true,
  started_at: '2026-11-27T05:00:00.000Z',
  finished_at: '2026-11-27T05:00:20.000Z',
  success_rate: 98,
  errors_detected: 0,
  fixes_applied: 0,
  fixed_stations: [],
  unfixed_stations: [],
  ...overrides,
});

const gone = {
  station_id: 's-1',
  name: 'Radio Gone',
  country: 'KE',
  url: 'http://radio-gone.example/live',
  outcome: 'http_error' as const,
  reason: 'its stream address answered HTTP 404',
};

describe('the stream repair result', () => {
  beforeAll(() => {
    // The whole English catalogue, compiled as the build does (tests see the raw JSON).
    i18n.load('en', compileCatalogue(en));
    i18n.activate('en');
  });
  const render = (run: StreamFixRun) =>
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <FixResults run={run} />
      </I18nProvider>,
    );

  it('says no stream needed fixing only when none failed', () => {
    expect(render(aRun({}))).toContain('No stream needed fixing this time.');
    const failed = render(aRun({ errors_detected: 1, unfixed_stations: [gone] }));
    expect(failed).not.toContain('No stream needed fixing');
    expect(failed).toContain('Checked 990 stations: 1 streams failed, 0 were fixed.');
  });

  it('lists every station it could not fix with the reason and the address tried', () => {
    const html = render(aRun({ errors_detected: 1, unfixed_stations: [gone] }));
    expect(html).toContain('Could not be fixed (1)');
    expect(html).toContain('Radio Gone (KE)');
    expect(html).toContain('its stream address answered HTTP 404');
    expect(html).toContain('http://radio-gone.example/live');
  });

  it('says a cancelled run was cancelled and how far it got, with the failures it reached', () => {
    const html = render(
      aRun({ status: 'cancelled', checked_stations: 120, errors_detected: 20, unfixed_stations: [gone] }),
    );
    expect(html).toContain('Cancelled after checking 120 of 990 stations: 20 streams failed. Nothing was changed.');
    expect(html).not.toContain('No stream needed fixing');
    expect(html).not.toContain('were fixed');
    expect(html).toContain('Radio Gone (KE)');
  });
});
