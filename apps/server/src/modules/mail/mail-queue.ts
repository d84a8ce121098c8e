import { z } from 'zod';
import { defineQueue } from '#server/jobs/queue.ts';

export const MailJobSchema = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().min(1),
  attachments: z
    .array(
      z.object({
        filename: z.string().min(1).max(200),
        contentType: z.string().min(1).max(100),
        contentBase64: z.string().min(1),
      }),
    )
    .max(5)
    .optional(),
});

/** About 2 days of attempts at the default delay: an SMTP outage of hours loses nothing. */
const ATTEMPTS = 16;
const MAX_DELAY_SECONDS = 3 * 60 * 60;

/**
 * `mail.send`: every email goes through it, so one sent after an answer survives a crash or an
 * SMTP outage. Retries back off exponentially (with jitter) from `retryDelaySeconds`.
 */
export const mailQueue = (retryDelaySeconds: number) =>
  defineQueue('mail.send', MailJobSchema, {
    retryLimit: ATTEMPTS,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: MAX_DELAY_SECONDS,
    // An attempt ends within the SMTP transport's timeouts (10 s + 10 s + 20 s); one still
    // active after this was lost with its process (kill -9) and is tried again.
    expireInSeconds: 60,
  });
