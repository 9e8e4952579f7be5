// Links that go out by mail: "reset your password" and "confirm your email". Each link holds a random
// token of which only a hash is kept; it works once, within an hour. A reset request answers the same
// whether or not the email has an account: the lookup and the mail happen after the answer.
import { createHash, randomBytes } from 'node:crypto';
import { MAIL_OFF, MAILED_LINK_REFUSED, type User } from '@sauti/contract';
import type { Db } from '../../platform/db';
import { AppError, BadInput, Conflict } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail';
import { enforceRate, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import type { AccountService } from '../auth';
import {
  deleteExpiredTokens,
  deleteSpentTokens,
  findLiveToken,
  insertMailedToken,
  type LinkPurpose,
  takeToken,
} from './repo';

export const LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Reset requests one address may make; past it, 429 (the same for every email, so it tells nothing). */
export const RESET_REQUESTS_PER_CLIENT: RateRule = { limit: 10, windowMs: 60 * 60 * 1000 };
/** Mails one account gets per hour, so nobody can flood a mailbox; past it the request is answered but not sent. */
export const MAILS_PER_ACCOUNT: RateRule = { limit: 3, windowMs: 60 * 60 * 1000 };
/** Tries at a link from one address: a token cannot be guessed, but each try costs a look-up. */
export const LINK_TRIES_PER_CLIENT: RateRule = { limit: 30, windowMs: 15 * 60 * 1000 };

const TOO_MANY_REQUESTS = 'Too many requests for a link. Please try again later.';
const LINK_REFUSED =
  'This link does not work: it was already used, is more than an hour old, or was not copied whole. Please ask for a new one.';
export const MAIL_OFF_MESSAGE =
  'This server does not send email, so it cannot send you a link. Please ask its operator for help.';

export interface AccountEmailDeps {
  db: Db;
  accounts: AccountService;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where the links point: PUBLIC_URL. */
  publicUrl: string;
  now: () => number;
  log: { warn: (error: unknown, message: string) => void };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class AccountEmail {
  /** Mails being sent after their request was answered; close waits for them. */
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly deps: AccountEmailDeps) {}

  get mailOn(): boolean {
    return this.deps.mailer.enabled;
  }

  /** Answers at once; the account is looked up and mailed afterwards, so an unknown email looks the same. */
  async requestPasswordReset(email: string, client: string): Promise<void> {
    this.assertMailOn();
    await enforceRate(
      this.deps.limiter,
      `password-reset:client:${client}`,
      RESET_REQUESTS_PER_CLIENT,
      TOO_MANY_REQUESTS,
    );
    this.inBackground(async () => {
      const user = await this.deps.accounts.findByEmail(email);
      if (user) await this.mailLink(user, 'password_reset');
    });
  }

  /** Sets the new password and logs out every session; the link is used up. */
  async resetPassword(token: string, password: string, client: string): Promise<void> {
    await enforceRate(this.deps.limiter, `mailed-link:client:${client}`, LINK_TRIES_PER_CLIENT, TOO_MANY_REQUESTS);
    const tokenHash = hashToken(token);
    const link = await findLiveToken(this.deps.db, tokenHash, 'password_reset', this.nowIso());
    if (!link) throw new BadInput(LINK_REFUSED, MAILED_LINK_REFUSED);
    // Judged before the link is used up, so a refused password can be changed and sent again.
    await this.deps.accounts.assertStrongPassword(link.user_id, password);
    if (!(await takeToken(this.deps.db, tokenHash, this.nowIso())))
      throw new BadInput(LINK_REFUSED, MAILED_LINK_REFUSED);
    await this.deps.accounts.resetPassword(link.user_id, password);
    await deleteSpentTokens(this.deps.db, link.user_id, 'password_reset', this.nowIso());
  }

  /** A new account is mailed its confirmation link when mail is on. */
  mailConfirmationAfterRegistering(user: User): void {
    if (this.mailOn) this.inBackground(() => this.mailLink(user, 'email_confirmation'));
  }

  /** The logged-in user asks for another confirmation link. */
  async requestEmailConfirmation(userId: string): Promise<void> {
    this.assertMailOn();
    const user = await this.deps.accounts.me(userId);
    if (user.email_confirmed) throw new Conflict('Your email is already confirmed.');
    await enforceRate(this.deps.limiter, mailsKey(user.id), MAILS_PER_ACCOUNT, TOO_MANY_REQUESTS);
    this.inBackground(() => this.sendLink(user, 'email_confirmation'));
  }

  async confirmEmail(token: string, client: string): Promise<void> {
    await enforceRate(this.deps.limiter, `mailed-link:client:${client}`, LINK_TRIES_PER_CLIENT, TOO_MANY_REQUESTS);
    const tokenHash = hashToken(token);
    const link = await findLiveToken(this.deps.db, tokenHash, 'email_confirmation', this.nowIso());
    if (!link || !(await takeToken(this.deps.db, tokenHash, this.nowIso()))) {
      throw new BadInput(LINK_REFUSED, MAILED_LINK_REFUSED);
    }
    // The account's email changed since the link went out: that new address is not the one confirmed.
    if (!(await this.deps.accounts.confirmEmail(link.user_id, link.email)))
      throw new BadInput(LINK_REFUSED, MAILED_LINK_REFUSED);
    await deleteSpentTokens(this.deps.db, link.user_id, 'email_confirmation', this.nowIso());
  }

  /** Waits for the mails still being sent. */
  async settled(): Promise<void> {
    while (this.sending.size > 0) await Promise.allSettled([...this.sending]);
  }

  private async mailLink(user: User, purpose: LinkPurpose): Promise<void> {
    const { allowed } = await this.deps.limiter.hit(mailsKey(user.id), MAILS_PER_ACCOUNT);
    if (allowed) await this.sendLink(user, purpose);
  }

  private async sendLink(user: User, purpose: LinkPurpose): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.now();
    await deleteExpiredTokens(this.deps.db, user.id, new Date(now).toISOString());
    await insertMailedToken(this.deps.db, {
      token_hash: hashToken(token),
      user_id: user.id,
      purpose,
      email: user.email,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + LINK_LIFETIME_MS).toISOString(),
    });
    await this.deps.mailer.send({ to: user.email, ...mailFor(purpose, user, this.linkTo(purpose, token)) });
  }

  private linkTo(purpose: LinkPurpose, token: string): string {
    const page = purpose === 'password_reset' ? '/reset-password' : '/confirm-email';
    const url = new URL(page, this.deps.publicUrl);
    url.searchParams.set('token', token);
    return url.toString();
  }

  private inBackground(work: () => Promise<void>): void {
    const sending = work().catch((error: unknown) => this.deps.log.warn(error, 'mailing a link failed'));
    this.sending.add(sending);
    void sending.finally(() => this.sending.delete(sending));
  }

  private assertMailOn(): void {
    if (!this.mailOn) throw new AppError(503, MAIL_OFF, MAIL_OFF_MESSAGE);
  }

  private nowIso(): string {
    return new Date(this.deps.now()).toISOString();
  }
}

const mailsKey = (userId: string) => `mailed-links:account:${userId}`;

function mailFor(purpose: LinkPurpose, user: User, link: string): { subject: string; text: string } {
  if (purpose === 'password_reset') {
    return {
      subject: 'Reset your Sauti password',
      text: [
        `Hello ${user.username},`,
        '',
        'Someone, hopefully you, asked to reset the password of your Sauti account.',
        'Choose a new password here (the link works once, within an hour):',
        '',
        link,
        '',
        'Setting it logs you out on every device. If you did not ask, ignore this mail: your password stays as it is.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Confirm your email for Sauti',
    text: [
      `Hello ${user.username},`,
      '',
      'Please confirm that this is your email address for your Sauti account (the link works once, within an hour):',
      '',
      link,
      '',
      'If you did not create an account, ignore this mail.',
    ].join('\n'),
  };
}
