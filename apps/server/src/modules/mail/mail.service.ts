import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailTransport } from './mail-message.ts';

const DEFAULT_RETRY_DELAYS_MS = [500, 2_000];

export interface MailServiceDeps {
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** Waits before each retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
}

export function createMailService({
  transport,
  from,
  log,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
}: MailServiceDeps) {
  return {
    /**
     * Delivers with a few retries and never throws: callers send after their state is
     * committed, and a mail server's trouble must not turn a done action into an error. Resolves
     * to whether the message was handed to the transport.
     */
    async sendMail(message: MailMessage): Promise<boolean> {
      for (let attempt = 0; ; attempt++) {
        try {
          await transport.deliver({ ...message, from });
          return true;
        } catch (error) {
          const delay = retryDelaysMs[attempt];
          const context = { err: error, to: message.to, subject: message.subject, attempt };
          if (delay === undefined) {
            // Links are left out: they carry sign-in secrets and logs travel further than mail.
            log.error(context, 'email not sent');
            return false;
          }
          log.warn(context, 'email failed, retrying');
          await sleep(delay);
        }
      }
    },
    close: () => transport.close(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
