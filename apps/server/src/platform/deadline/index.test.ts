import { describe, expect, it } from 'vitest';
import { DeadlineExceeded, within } from '.';

describe('within', () => {
  it('gives what the work gives when it answers in time', async () => {
    await expect(within(Promise.resolve(7), 1000, 'the answer')).resolves.toBe(7);
  });

  it('passes the work’s own failure on', async () => {
    await expect(within(Promise.reject(new Error('refused')), 1000, 'the answer')).rejects.toThrow('refused');
  });

  it('gives up on work that never answers once the time is up', async () => {
    const started = Date.now();
    const never = new Promise<never>(() => {});
    await expect(within(never, 50, 'Redis')).rejects.toThrow(DeadlineExceeded);
    await expect(within(never, 50, 'Redis')).rejects.toThrow('Redis did not answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
