import { describe, expect, it } from 'vitest';
import { ServerBusy, TooManyRequests } from '../http/errors';
import { ConnectionSlots, clientKey } from '.';

const REFUSALS = { clientFull: 'You hold too many.', instanceFull: 'We hold too many.' };

describe('connection slots', () => {
  it('lets a client hold its cap of connections, refuses the next with 429, and takes it again once one closes', () => {
    const slots = new ConnectionSlots({ perClient: 2, total: 10 }, REFUSALS);
    const first = slots.take('198.51.100.7');
    slots.take('198.51.100.7');
    expect(() => slots.take('198.51.100.7')).toThrow(TooManyRequests);
    expect(() => slots.take('198.51.100.7')).toThrow(REFUSALS.clientFull);
    first();
    expect(() => slots.take('198.51.100.7')).not.toThrow();
  });

  it('counts each client apart', () => {
    const slots = new ConnectionSlots({ perClient: 1, total: 10 }, REFUSALS);
    slots.take('198.51.100.7');
    expect(() => slots.take('198.51.100.8')).not.toThrow();
    expect(slots.size).toBe(2);
  });

  it('refuses everyone with 503 once the instance holds its total, whatever each client holds', () => {
    const slots = new ConnectionSlots({ perClient: 5, total: 2 }, REFUSALS);
    const release = slots.take('198.51.100.1');
    slots.take('198.51.100.2');
    expect(() => slots.take('198.51.100.3')).toThrow(ServerBusy);
    expect(() => slots.take('198.51.100.3')).toThrow(REFUSALS.instanceFull);
    release();
    expect(() => slots.take('198.51.100.3')).not.toThrow();
  });

  it('gives a slot back only once, however often its connection reports closing', () => {
    const slots = new ConnectionSlots({ perClient: 2, total: 10 }, REFUSALS);
    const release = slots.take('198.51.100.7');
    slots.take('198.51.100.7');
    release();
    release();
    expect(slots.size).toBe(1);
    slots.take('198.51.100.7');
    expect(() => slots.take('198.51.100.7')).toThrow(TooManyRequests);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 client', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb::9'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    const slots = new ConnectionSlots({ perClient: 1, total: 10 }, REFUSALS);
    slots.take('2001:db8:1:2::1');
    expect(() => slots.take('2001:db8:1:2::ffff')).toThrow(TooManyRequests);
  });
});
