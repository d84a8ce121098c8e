import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-message.ts';

// Bounded waits: a hung SMTP server must not hold a request (or the retry loop) for minutes,
// which is nodemailer's default.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP at `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://host:465` (TLS). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async deliver({ messageId, attachments, ...message }) {
      await transporter.sendMail({
        ...message,
        messageId,
        attachments: attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.contentBase64,
          encoding: 'base64',
        })),
      });
    },
    close: () => transporter.close(),
  };
}
