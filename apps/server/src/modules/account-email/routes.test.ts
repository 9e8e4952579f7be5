// Mailed links through a real SMTP server started by the test: a password reset from request to new
// password, single use, the hour's expiry on an injected clock, no word on whether an email has an
// account, email confirmation, and a server without SMTP_URL saying mail is off.
import { type AuthResponse, MAIL_OFF, MAILED_LINK_REFUSED, type User } from '@sauti/contract';
import { linkIn, startTestMailbox, type TestMailbox } from '@sauti/contract/testing/mailbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_PASSWORD, aListener, aRegistration, type Listener } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { LINK_LIFETIME_MS, RESET_REQUESTS_PER_CLIENT } from './service';

const PUBLIC_URL = 'https://sauti.test';
const NEW_PASSWORD = 'purple elephant marmalade';
const RESET = /reset your sauti password/i;
const CONFIRM = /confirm your email/i;

describe('mailed links with mail on', () => {
  let mailbox: TestMailbox;
  let test: TestApp;
  let client: ApiClient;
  let clock = Date.now();

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    test = await startTestApp({
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: mailbox.url, from: 'Sauti <no-reply@sauti.test>', now: () => clock },
    });
    client = apiClient(test.app);
  });
  afterAll(async () => {
    await test?.close();
    await mailbox?.close();
  });

  const login = (email: string, password: string) =>
    apiClient(test.app).call('POST', '/api/auth/login', { body: { email, password } });
  const requestReset = (email: string, from = client) =>
    from.call('POST', '/api/auth/password-reset', { body: { email } });
  const confirmReset = (token: string, password = NEW_PASSWORD) =>
    client.call('POST', '/api/auth/password-reset/confirm', { body: { token, password } });
  const me = (token: string) => client.call('GET', '/api/auth/me', { token });

  async function resetToken(listener: Listener): Promise<string> {
    expect((await requestReset(listener.email)).statusCode).toBe(202);
    const mail = await mailbox.next(listener.email, RESET);
    return linkIn(mail, PUBLIC_URL, '/reset-password').searchParams.get('token') ?? '';
  }

  it('says mail is on', async () => {
    expect((await client.call('GET', '/api/auth/mail-status')).json()).toEqual({ mail: 'on' });
  });

  it('mails a reset link that sets the new password and logs out every session', async () => {
    const listener = await aListener(test.app);
    const otherDevice = (await login(listener.email, A_PASSWORD)).json() as AuthResponse;
    expect((await me(otherDevice.access_token)).statusCode).toBe(200);

    expect((await requestReset(listener.email)).statusCode).toBe(202);
    const mail = await mailbox.next(listener.email, RESET);
    expect(mail.from).toBe('no-reply@sauti.test');
    const link = linkIn(mail, PUBLIC_URL, '/reset-password');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    expect((await confirmReset(token)).statusCode).toBe(204);
    expect((await me(listener.token)).statusCode).toBe(401);
    expect((await me(otherDevice.access_token)).statusCode).toBe(401);
    expect((await login(listener.email, A_PASSWORD)).statusCode).toBe(401);
    expect((await login(listener.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('takes a link once', async () => {
    const token = await resetToken(await aListener(test.app));
    expect((await confirmReset(token)).statusCode).toBe(204);
    const again = await confirmReset(token, 'another quite long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe(MAILED_LINK_REFUSED);
  });

  it('refuses a link more than an hour old, and takes one just under the hour', async () => {
    const listener = await aListener(test.app);
    const stale = await resetToken(listener);
    clock += LINK_LIFETIME_MS + 1000;
    const refused = await confirmReset(stale);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe(MAILED_LINK_REFUSED);
    expect((await login(listener.email, NEW_PASSWORD)).statusCode).toBe(401);

    const fresh = await resetToken(listener);
    clock += LINK_LIFETIME_MS - 60_000;
    expect((await confirmReset(fresh)).statusCode).toBe(204);
  });

  it('refuses a weak new password and leaves the link usable', async () => {
    const listener = await aListener(test.app);
    const token = await resetToken(listener);
    const weak = await confirmReset(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty('password');
    expect((await confirmReset(token)).statusCode).toBe(204);
  });

  it('answers an unknown email exactly as a known one, before either is looked up, and mails nobody', async () => {
    const listener = await aListener(test.app);
    const unknown = aRegistration().email;
    const [forUnknown, forKnown] = [await requestReset(unknown), await requestReset(listener.email)];
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    // The known email's answer did not wait for its mail (nor its look-up), so it takes no longer.
    expect(mailbox.received.some((mail) => mail.to.includes(listener.email) && RESET.test(mail.subject))).toBe(false);
    await mailbox.next(listener.email, RESET);
    await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(mailbox.received.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it('limits reset requests from one address', async () => {
    const from = apiClient(test.app);
    for (let i = 0; i < RESET_REQUESTS_PER_CLIENT.limit; i += 1) {
      expect((await requestReset(aRegistration().email, from)).statusCode).toBe(202);
    }
    const refused = await requestReset(aRegistration().email, from);
    expect(refused.statusCode).toBe(429);
  });

  it('mails a new account a link that confirms its email, shown in /api/auth/me', async () => {
    const listener = await aListener(test.app);
    expect(((await me(listener.token)).json() as User).email_confirmed).toBe(false);
    const link = linkIn(await mailbox.next(listener.email, CONFIRM), PUBLIC_URL, '/confirm-email');
    const token = link.searchParams.get('token') ?? '';

    const confirm = () => client.call('POST', '/api/auth/email-confirmation/confirm', { body: { token } });
    expect((await confirm()).statusCode).toBe(204);
    expect(((await me(listener.token)).json() as User).email_confirmed).toBe(true);
    expect((await confirm()).statusCode).toBe(400);
    const resend = await client.call('POST', '/api/auth/email-confirmation', { token: listener.token });
    expect(resend.statusCode).toBe(409);
  });

  it('mails another confirmation link on request, and the earlier one stops working once one is used', async () => {
    const listener = await aListener(test.app);
    const first = linkIn(await mailbox.next(listener.email, CONFIRM), PUBLIC_URL, '/confirm-email');
    const resend = await client.call('POST', '/api/auth/email-confirmation', { token: listener.token });
    expect(resend.statusCode).toBe(202);
    const second = linkIn(await mailbox.next(listener.email, CONFIRM), PUBLIC_URL, '/confirm-email');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    const confirm = (link: URL) =>
      client.call('POST', '/api/auth/email-confirmation/confirm', { body: { token: link.searchParams.get('token') } });
    expect((await confirm(second)).statusCode).toBe(204);
    expect((await confirm(first)).statusCode).toBe(400);
  });
});

describe('mailed links with mail off', () => {
  let test: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    test = await startTestApp();
    client = apiClient(test.app);
  });
  afterAll(() => test?.close());

  it('says mail is off, refuses to send a reset link, and still registers', async () => {
    expect((await client.call('GET', '/api/auth/mail-status')).json()).toEqual({ mail: 'off' });
    const listener = await aListener(test.app);
    const refused = await client.call('POST', '/api/auth/password-reset', { body: { email: listener.email } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toEqual({ code: MAIL_OFF, message: expect.stringMatching(/does not send email/) });
    const resend = await client.call('POST', '/api/auth/email-confirmation', { token: listener.token });
    expect(resend.statusCode).toBe(503);
  });
});
