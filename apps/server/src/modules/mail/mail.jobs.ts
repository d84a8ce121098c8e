import type { BusinessMetrics } from '#server/plugins/business-metrics.ts';
import { job } from '../reactions.ts';
import type { MailTransport } from './mail-message.ts';
import type { mailQueue } from './mail-queue.ts';

/**
 * `mail.send`: each stored email handed to the transport, its job id as the Message-ID; each
 * attempt's outcome counted for /metrics (the last one the queue's retry limit allows gives up).
 */
export const mailJobs = (
  queue: ReturnType<typeof mailQueue>,
  transport: MailTransport,
  from: string,
  metrics: Pick<BusinessMetrics, 'emailAttempt'>,
) => [
  job(queue, async (message, { id, retryCount }) => {
    try {
      await transport.deliver({ ...message, from, messageId: `<${id}@incasso>` });
    } catch (error) {
      const isLast = retryCount >= (queue.options.retryLimit ?? 0);
      metrics.emailAttempt(isLast ? 'given_up' : 'retrying');
      throw error;
    }
    metrics.emailAttempt('sent');
  }),
];
