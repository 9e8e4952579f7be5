import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testDatabaseUrl } from '../../test-support/test-app';

describe('GET /api/health', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test?.close());

  it('reports ok, the database in use and how many stations are served', async () => {
    const response = await test.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      stations: 0,
      database: testDatabaseUrl ? 'postgres' : 'sqlite',
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
