import { describe, expect, it } from 'vitest';
import { ReadinessService } from './service';

const answers = () => Promise.resolve();
const refuses = () => Promise.reject(new Error('ECONNREFUSED'));
const neverAnswers = () => new Promise<never>(() => {});

describe('readiness', () => {
  it('is ready while the database answers, and Redis too when there is one', async () => {
    expect(await new ReadinessService({ database: answers }).report()).toEqual({
      status: 'ready',
      checks: { database: 'ok' },
    });
    expect(await new ReadinessService({ database: answers, redis: answers }).report()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok' },
    });
  });

  it('is unavailable, saying which, when the database or Redis refuses', async () => {
    expect(await new ReadinessService({ database: refuses, redis: answers }).report()).toEqual({
      status: 'unavailable',
      checks: { database: 'unreachable', redis: 'ok' },
    });
    expect(await new ReadinessService({ database: answers, redis: refuses }).report()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'unreachable' },
    });
  });

  it('gives up on a dependency that never answers within its bound, instead of holding the check', async () => {
    const readiness = new ReadinessService({ database: answers, redis: neverAnswers }, 100);
    const started = Date.now();
    expect(await readiness.report()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'unreachable' },
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reports starting while its start-up work runs, and ready once it ends, even when it fails', async () => {
    const readiness = new ReadinessService({ database: answers });
    let finish: () => void = () => {};
    const warming = readiness.startingUntil(new Promise<void>((resolve) => (finish = resolve)));
    expect((await readiness.report()).status).toBe('starting');
    finish();
    await warming;
    expect((await readiness.report()).status).toBe('ready');

    await expect(readiness.startingUntil(Promise.reject(new Error('warm-up failed')))).rejects.toThrow();
    expect((await readiness.report()).status).toBe('ready');
  });

  it('reports draining from the moment it is told to, without asking its dependencies', async () => {
    let asked = 0;
    const readiness = new ReadinessService({
      database: async () => {
        asked += 1;
      },
    });
    expect((await readiness.report()).status).toBe('ready');
    readiness.drain();
    expect(await readiness.report()).toEqual({ status: 'draining', checks: {} });
    expect(asked).toBe(1);
  });
});
