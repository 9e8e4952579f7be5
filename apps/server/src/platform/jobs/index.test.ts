import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../test-support/eventually';
import { testRedisUrl } from '../../test-support/test-app';
import { createInProcessQueue, createRedisQueue, type JobQueue, type JobQueueOptions } from '.';

type Create = (options: JobQueueOptions) => JobQueue<number>;

const adapters: Array<[string, Create | undefined]> = [
  ['in-process', (options) => createInProcessQueue<number>(options)],
  [
    'Redis',
    testRedisUrl
      ? (options) =>
          createRedisQueue<number>({
            ...options,
            url: testRedisUrl as string,
            namespace: `test-${randomUUID()}`,
            name: 'numbers',
          })
      : undefined,
  ],
];

describe.each(adapters)('the %s job queue', (_name, create) => {
  const open: JobQueue<number>[] = [];
  const errors: unknown[] = [];
  const queue = () => {
    if (!create) throw new Error('unavailable');
    const next = create({ onError: (error) => errors.push(error) });
    open.push(next);
    return next;
  };
  afterEach(async () => {
    errors.length = 0;
    await Promise.all(open.splice(0).map((each) => each.close()));
  });

  it.skipIf(!create)('runs every job once, never more at a time than its concurrency', async () => {
    const jobs = queue();
    const done: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    jobs.work(async (job) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      done.push(job);
    }, 3);
    await jobs.add(Array.from({ length: 30 }, (_, i) => i));
    await eventually(() => done.length === 30, 10_000);
    expect([...done].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(mostAtOnce).toBeLessThanOrEqual(3);
    expect(mostAtOnce).toBeGreaterThan(1);
  });

  it.skipIf(!create)('counts the jobs waiting, and none once they have run', async () => {
    const jobs = queue();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done: number[] = [];
    await jobs.add([1, 2, 3]);
    expect(await jobs.depth()).toBe(3);
    jobs.work(async (job) => {
      await held;
      done.push(job);
    }, 1);
    await eventually(async () => (await jobs.depth()) === 2, 10_000);
    release();
    await eventually(() => done.length === 3, 10_000);
    expect(await jobs.depth()).toBe(0);
  });

  it.skipIf(!create)('keeps going after a job throws, and reports the error', async () => {
    const jobs = queue();
    const done: number[] = [];
    jobs.work(async (job) => {
      if (job === 1) throw new Error('broken job');
      done.push(job);
    }, 1);
    await jobs.add([1, 2]);
    await eventually(() => done.includes(2) && errors.length > 0, 10_000);
    expect((errors[0] as Error).message).toBe('broken job');
  });
});
