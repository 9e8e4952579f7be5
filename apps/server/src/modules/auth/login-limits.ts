// Login limits that slow password guessing without letting a guesser lock the owner out (ASVS 2.2.1):
// a strict limit per account and client address pair, and across addresses a slowdown that delays
// answers instead of refusing them, so the right password from another address still gets in.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { enforceRate, type RateLimiter, type RateRule } from '../../platform/rate-limit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Attempts one address may make at one account since its last success there; then 429. */
export const LOGIN_PER_ACCOUNT_AND_CLIENT: RateRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
// Generous per address: many listeners share one behind mobile carriers' NAT.
export const LOGIN_PER_CLIENT: RateRule = { limit: 50, windowMs: FIFTEEN_MINUTES };

/** Failed logins at one account from every address; past `afterFailures` each answer waits. */
export const LOGIN_SLOWDOWN = {
  afterFailures: 20,
  windowMs: FIFTEEN_MINUTES,
  firstDelayMs: 250,
  maxDelayMs: 4000,
} as const;

const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a few minutes and try again.';

/** How long an attempt waits after this many recent failures at its account: doubling, capped. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_SLOWDOWN.afterFailures) return 0;
  const doublings = Math.min(failures - LOGIN_SLOWDOWN.afterFailures, 16);
  return Math.min(LOGIN_SLOWDOWN.maxDelayMs, LOGIN_SLOWDOWN.firstDelayMs * 2 ** doublings);
}

export class LoginLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Before a password is checked: refuses a client over its own limits, then waits as long as the
   * account's recent failures ask. Every attempt counts for its pair, so a burst of parallel guesses
   * cannot slip past the limit before the first of them fails.
   */
  async admit(account: string, client: string): Promise<void> {
    await enforceRate(this.limiter, `login:client:${client}`, LOGIN_PER_CLIENT, TOO_MANY_LOGINS);
    await enforceRate(this.limiter, pairKey(account, client), LOGIN_PER_ACCOUNT_AND_CLIENT, TOO_MANY_LOGINS);
    const delay = loginDelayMs(await this.limiter.count(failuresKey(account)));
    if (delay > 0) await sleep(delay);
  }

  /** Only failures count toward the account's slowdown: the owner's successes never slow anyone. */
  async failed(account: string): Promise<void> {
    await this.limiter.hit(failuresKey(account), { limit: Number.MAX_SAFE_INTEGER, windowMs: LOGIN_SLOWDOWN.windowMs });
  }

  /** The right password clears this address's attempts at the account, typos included. */
  async succeeded(account: string, client: string): Promise<void> {
    await this.limiter.reset(pairKey(account, client));
  }
}

// The account is hashed: a login's email is any text (a lone surrogate, which encodeURIComponent
// refuses, included), and must not pass for another pair's key.
const accountKey = (account: string) => createHash('sha256').update(account).digest('base64url');
const pairKey = (account: string, client: string) => `login:pair:${accountKey(account)}|${client}`;
const failuresKey = (account: string) => `login:failures:${accountKey(account)}`;
