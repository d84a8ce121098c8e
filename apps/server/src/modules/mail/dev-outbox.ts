import type { FastifyBaseLogger } from 'fastify';
import { linksIn, type MailMessage, type MailTransport } from './mail-message.ts';

export const DEV_OUTBOX_SIZE = 50;

export interface OutboxEntry extends MailMessage {
  from: string;
  links: string[];
  sentAt: string;
}

/**
 * With no SMTP server configured, emails are logged and the last few kept in memory, so a
 * developer can follow a confirmation or reset link (GET /api/dev/outbox, never in production).
 */
export function createDevOutbox(log: FastifyBaseLogger) {
  const entries: OutboxEntry[] = [];
  const transport: MailTransport = {
    async deliver({ messageId: _messageId, ...message }) {
      const entry = { ...message, links: linksIn(message.text), sentAt: new Date().toISOString() };
      entries.unshift(entry);
      entries.length = Math.min(entries.length, DEV_OUTBOX_SIZE);
      log.info({ to: entry.to, subject: entry.subject, links: entry.links }, 'email (dev outbox)');
    },
    close: () => undefined,
  };
  return {
    transport,
    /** Newest first. */
    list: (): OutboxEntry[] => [...entries],
  };
}

export type DevOutbox = ReturnType<typeof createDevOutbox>;
