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
      reply_language: 'en',
    });
  });

  it('answers in the language asked for, and asks which Congo, resolving the answer sent back with the question', async () => {
    const question = await interpret({ text: 'radio du Congo', language: 'fr' });
    expect(question.statusCode).toBe(200);
    const asked = question.json();
    expect(asked).toMatchObject({ kind: 'clarify', country: null });
    expect(asked.reply).toBe('Vous voulez dire la RD Congo (Kinshasa) ou la République du Congo (Brazzaville)\u202f?');

    const answer = await interpret({ text: 'Brazzaville', language: 'fr', context: { question: asked.question } });
    expect(answer.json()).toMatchObject({
      kind: 'station',
      country: 'CG',
      reply: 'Je vous mets une radio de la République du Congo.',
    });
  });

  it.each([
    ['a language it does not answer in', { text: 'play', language: 'de' }, 'language'],
    [
      'a question with one option',
      {
        text: 'DRC',
        context: {
          question: {
            request: { kind: 'station', genre: null, language: null },
            options: [{ country: 'CD', label: 'DRC' }],
          },
        },
      },
      'options',
    ],
  ])('refuses %s with a 400 envelope naming the field', async (_case, payload, field) => {
    const response = await interpret(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(field);
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
