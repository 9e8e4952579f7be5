// Mail that goes out: through an SMTP server with nodemailer when SMTP_URL is set, else off, and the
// features that need it say so instead of pretending to send.
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text: every mail we send is a short note with one link. */
  text: string;
}

export interface Mailer {
  /** False without SMTP_URL: nothing can be sent. */
  readonly enabled: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// A slow or silent SMTP server must not hold a send, and what waits for it at shutdown, for long.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) return mailOff;
  const transport = createTransport(smtpUrl, { from, ...SMTP_TIMEOUTS });
  return {
    enabled: true,
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

const mailOff: Mailer = {
  enabled: false,
  send: () => Promise.reject(new Error('Mail is off: SMTP_URL is not set.')),
  close: () => {},
};
