import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createDevOutbox, type DevOutbox } from './dev-outbox.ts';
import { createMailService, type MailService } from './mail.service.ts';
import { createSmtpTransport } from './smtp-transport.ts';

/** SMTP when SMTP_URL is set; otherwise the development outbox (logged, kept in memory). */
export function createMail(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'env'>,
  log: FastifyBaseLogger,
): { mail: MailService; outbox: DevOutbox | undefined } {
  if (config.smtpUrl) {
    const transport = createSmtpTransport(config.smtpUrl);
    return {
      mail: createMailService({ transport, from: config.mailFrom, log }),
      outbox: undefined,
    };
  }
  if (config.env === 'production') {
    log.warn('SMTP_URL is not set: emails are only written to the log');
  }
  const outbox = createDevOutbox(log);
  return {
    mail: createMailService({ transport: outbox.transport, from: config.mailFrom, log }),
    outbox,
  };
}
