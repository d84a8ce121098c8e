import { EmailSchema } from '@incasso/shared/accounts/auth';
import { z } from 'zod';
import { defineQueue } from '#server/jobs/queue.ts';

/**
 * `password.reset`: a forgot-password request, handled after the answer (the same answer,
 * in the same time, whether or not the email has an account).
 */
export const passwordResetQueue = () =>
  defineQueue('password.reset', z.object({ email: EmailSchema }), {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 60,
  });
