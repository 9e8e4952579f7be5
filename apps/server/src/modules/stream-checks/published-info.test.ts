import { AdminStation, StationCheckNow } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, anAdminAccount } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { mpegFrames } from '../../test-support/audio-fixtures';
import { type FakeHost, startFakeHost } from '../../test-support/fake-host';
import { heldStream } from '../../test-support/fake-radio';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addStations } from '../../test-support/stations';
import { startTestApp, TEST_CHECKS, type TestApp } from '../../test-support/test-app';
import { publishedFrom, streamInfoAddress } from './published-info';

describe('reading the icy-* fields a broadcaster publishes', () => {
  it('keeps well-formed values only: web logos, African countries, known languages, places on the globe', () => {
    expect(
      publishedFrom({
        'icy-index-metadata': '1',
        'icy-logo': 'javascript:alert(1)',
        'icy-country-code': 'IN',
        'icy-language-codes': 'swa, fra;xx;zz',
        'icy-geo-lat-long': '95,10',
      }),
    ).toEqual({ index_metadata: true, do_not_index: false, languages: ['sw', 'fr'] });
    expect(publishedFrom({ 'icy-name': 'Only a name', 'icy-br': '128' })).toBeNull();
    expect(publishedFrom({ 'icy-do-not-index': 1 })).toEqual({ index_metadata: false, do_not_index: true });
  });

  it('finds streaminfo.json under the homepage as written, and only on a web homepage', () => {
    expect(streamInfoAddress('https://radio.example/')).toBe('https://radio.example/streaminfo.json');
    expect(streamInfoAddress('https://radio.example/live')).toBe('https://radio.example/live/streaminfo.json');
    expect(streamInfoAddress('ftp://radio.example/')).toBeNull();
    expect(streamInfoAddress(null)).toBeNull();
  });
});

describe('what broadcasters publish in their stream headers and streaminfo.json, applied when our checks run', () => {
  let test: TestApp;
  let client: ApiClient;
  let token: string;
  let radio: FakeHost;
  let website: FakeHost;
  const audio = mpegFrames(60, [128]);

  const playing = (path: string, headers: Record<string, string> = {}) => {
    radio.route(path, heldStream(audio, { 'content-type': 'audio/mpeg', ...headers }).route);
    return `${radio.url}${path}`;
  };
  const checkNow = async (id: string) => {
    const response = await client.call('POST', `/api/admin/stations/${id}/check`, { token });
    expect(response.statusCode).toBe(200);
    return StationCheckNow.parse(response.json());
  };
  const adminView = async (id: string) =>
    AdminStation.parse((await client.call('GET', `/api/admin/stations/${id}`, { token })).json());

  beforeAll(async () => {
    radio = await startFakeHost();
    website = await startFakeHost();
    const admin = anAdminAccount();
    test = await startTestApp({ admin, checks: { ...TEST_CHECKS, readStreamInfo: true } });
    client = apiClient(test.app);
    token = await adminToken(test.app, admin);
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
    await website.close();
  });

  it('reads icy-logo, icy-geo-lat-long, icy-country-code, icy-language-codes and icy-description when icy-index-metadata is 1', async () => {
    const [station] = await addStations(test.app, [
      aRadioBrowserRecord({
        name: 'Headers FM',
        countrycode: 'GH',
        homepage: '',
        url: playing('/headers', {
          'icy-index-metadata': '1',
          'icy-logo': 'https://headers.example/logo.png',
          'icy-geo-lat-long': '-1.2921,36.8219',
          'icy-country-code': 'ke',
          'icy-language-codes': 'swa,eng',
          'icy-description': 'Nairobi talk and music, day and night.',
        }),
      }),
    ]);
    const id = station?.id as string;
    const { station: checked } = await checkNow(id);
    expect(checked).toMatchObject({
      logo: 'https://headers.example/logo.png',
      geo_lat: -1.2921,
      geo_long: 36.8219,
      country: 'KE',
      language: 'sw',
      languages: ['sw', 'en'],
      description: 'Nairobi talk and music, day and night.',
      description_generated: false,
    });
    expect(test.app.catalogue.get(id).country).toBe('KE');
  });

  it('without icy-index-metadata, fills only what the station lacks and keeps the country and languages it has', async () => {
    const [station] = await addStations(test.app, [
      aRadioBrowserRecord({
        name: 'Plain Headers FM',
        countrycode: 'GH',
        favicon: '',
        homepage: '',
        url: playing('/plain', {
          'icy-logo': 'https://plain.example/logo.png',
          'icy-country-code': 'NG',
          'icy-language-codes': 'yor',
          'icy-description': 'Unspecified description',
        }),
      }),
    ]);
    const { station: checked } = await checkNow(station?.id as string);
    expect(checked.logo).toBe('https://plain.example/logo.png');
    expect(checked).toMatchObject({ country: 'GH', languages: ['en'], description_generated: true });
  });

  it("reads the homepage's streaminfo.json through safe-fetch, and leaves the fields an admin edited", async () => {
    website.route('/radio/streaminfo.json', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        'icy-index-metadata': 1,
        'icy-version': 2,
        'icy-logo': 'https://file.example/logo.png',
        'icy-language-codes': 'fr',
        'icy-country-code': 'SN',
        'icy-geo-lat-long': '14.7167,-17.4677',
      }),
    });
    const [station] = await addStations(test.app, [
      aRadioBrowserRecord({
        name: 'File FM',
        countrycode: 'GH',
        homepage: `${website.url}/radio/`,
        url: playing('/file'),
      }),
    ]);
    const id = station?.id as string;
    const edit = await client.call('PATCH', `/api/admin/stations/${id}`, {
      token,
      body: { logo: 'https://admin.example/chosen.png', country: 'CI' },
    });
    expect(edit.statusCode).toBe(200);
    const { station: checked } = await checkNow(id);
    expect(website.requests.map((request) => request.path)).toContain('/radio/streaminfo.json');
    expect(checked).toMatchObject({
      logo: 'https://admin.example/chosen.png',
      country: 'CI',
      languages: ['fr'],
      geo_lat: 14.7167,
      geo_long: -17.4677,
    });
    // The file is read at most once a day per homepage, however often the station is checked.
    await checkNow(id);
    expect(website.requests.filter((request) => request.path === '/radio/streaminfo.json')).toHaveLength(1);
  });

  it('an oversized or malformed streaminfo.json changes nothing', async () => {
    website.route('/big/streaminfo.json', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        'icy-index-metadata': 1,
        'icy-logo': 'https://big.example/l.png',
        pad: 'x'.repeat(40_000),
      }),
    });
    const [station] = await addStations(test.app, [
      aRadioBrowserRecord({ name: 'Big File FM', favicon: '', homepage: `${website.url}/big`, url: playing('/big') }),
    ]);
    const { check, station: checked } = await checkNow(station?.id as string);
    expect(check.outcome).toBe('ok');
    expect(checked.logo).toBeNull();
  });

  it('icy-do-not-index: 1 hides the station from listeners; the admin still sees it', async () => {
    const [station] = await addStations(test.app, [
      aRadioBrowserRecord({
        name: 'Private Stream FM',
        homepage: '',
        url: playing('/private', { 'icy-do-not-index': '1' }),
      }),
    ]);
    const id = station?.id as string;
    const listed = () =>
      test.app.catalogue
        .list({ search: 'Private Stream FM', limit: 50, offset: 0 })
        .items.some((item) => item.id === id);
    expect(listed()).toBe(true);
    // A run over the catalogue, as the scheduler's: "check now" answers only for a station listeners can reach.
    const run = await client.call('POST', '/api/stations/verify-all', { token });
    expect(run.json()).toMatchObject({ status: 'done' });
    expect(listed()).toBe(false);
    expect((await client.call('GET', `/api/stations/${id}`)).statusCode).toBe(404);
    expect((await adminView(id)).is_active).toBe(false);
  });
});
