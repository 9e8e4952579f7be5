import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PROXY = '10.0.0.7';

describe('x-request-id', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ trustProxy: `${PROXY}, 10.1.0.0/16` });
  });
  afterAll(() => test.close());

  const idAnswered = async (remoteAddress: string, offered?: string) => {
    const response = await test.app.inject({
      url: '/api/health',
      remoteAddress,
      headers: offered === undefined ? {} : { 'x-request-id': offered },
    });
    return response.headers['x-request-id'];
  };

  it("keeps a trusted proxy's id, from a listed address or range", async () => {
    expect(await idAnswered(PROXY, 'lb-7f3a9c')).toBe('lb-7f3a9c');
    expect(await idAnswered('10.1.2.3', 'lb-range-1')).toBe('lb-range-1');
  });

  it('makes its own id when an untrusted client sends one', async () => {
    const id = await idAnswered('203.0.113.9', 'forged-id');
    expect(id).not.toBe('forged-id');
    expect(id).toMatch(UUID);
  });

  it('makes its own id when a trusted proxy sends one that could break a log line', async () => {
    expect(await idAnswered(PROXY, 'a b\tc')).toMatch(UUID);
    expect(await idAnswered(PROXY, 'x'.repeat(500))).toMatch(UUID);
  });

  it('makes a fresh id for every request that brings none', async () => {
    const first = await idAnswered(PROXY);
    const second = await idAnswered(PROXY);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('trusts no client id at all without TRUST_PROXY', async () => {
    const direct = await test.sibling({ trustProxy: false });
    const response = await direct.inject({
      url: '/api/health',
      remoteAddress: PROXY,
      headers: { 'x-request-id': 'lb-7f3a9c' },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});
