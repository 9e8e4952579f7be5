import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('POST /api/assistant/interpret', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const interpret = (payload: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/assistant/interpret', payload: payload as object });

  it('answers a request with the kind, the filters and a reply', async () => {
    const response = await interpret({ text: 'play gospel from Ghana' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'station',
      country: 'GH',
      genre: 'gospel',
      language: null,
      control: null,
      reply: 'Playing gospel from Ghana.',
    });
  });

  it('answers blank text as unknown, not as an error', async () => {
    const response = await interpret({ text: '  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().kind).toBe('unknown');
  });

  it('accepts text of exactly 500 characters', async () => {
    const response = await interpret({ text: `play gospel ${'x'.repeat(488)}` });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['missing text', {}],
    ['text that is not a string', { text: 42 }],
    ['text over 500 characters', { text: 'a'.repeat(501) }],
  ])('refuses %s with a 400 envelope naming the field', async (_case, payload) => {
    const response = await interpret(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('bad_input');
    expect(body.error.message).toContain('text');
  });

  it('refuses a request without a body with a 400 envelope', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/assistant/interpret',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_input');
  });
});
