// The mails an account gets (issue 30): a password reset link and an email confirmation link, and
// whether this server sends mail at all.
import { z } from 'zod';
import { Email, Password } from './auth';
import { defineEndpoint } from './endpoint';

/** The random part of a link we mailed: 32 bytes as base64url. */
export const MailedToken = z.string().trim().min(1, 'is required').max(100, 'is not a link we sent');

export const PasswordResetRequest = z.object({ email: Email });
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

export const PasswordResetConfirmation = z.object({ token: MailedToken, password: Password });
export type PasswordResetConfirmation = z.input<typeof PasswordResetConfirmation>;

export const EmailConfirmation = z.object({ token: MailedToken });
export type EmailConfirmation = z.input<typeof EmailConfirmation>;

/** Without SMTP_URL the server sends no mail, and the forms that would need it say so. */
export const MailStatus = z.object({ mail: z.enum(['on', 'off']) });
export type MailStatus = z.infer<typeof MailStatus>;

/** A mailed link's token is unknown, already used or past its hour. */
export const MAILED_LINK_REFUSED = 'invalid_link';
/** The server has no SMTP_URL. */
export const MAIL_OFF = 'mail_off';

export const accountEmailEndpoints = {
  mailStatus: defineEndpoint({ method: 'GET', path: '/api/auth/mail-status', response: MailStatus }),
  /** Answers the same whether or not an account has the email; the mail goes out after the answer. */
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: PasswordResetRequest,
    status: 202,
    response: z.null(),
    errors: [400, 429, 503],
  }),
  /** Sets the password and logs out every session of the account. */
  confirmPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    body: PasswordResetConfirmation,
    status: 204,
    response: z.null(),
    errors: [400, 429],
  }),
  /** Mails the logged-in user a new confirmation link for their email. */
  requestEmailConfirmation: defineEndpoint({
    method: 'POST',
    path: '/api/auth/email-confirmation',
    status: 202,
    response: z.null(),
    errors: [401, 409, 429, 503],
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/email-confirmation/confirm',
    body: EmailConfirmation,
    status: 204,
    response: z.null(),
    errors: [400, 429],
  }),
};
