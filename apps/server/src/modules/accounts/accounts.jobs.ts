import { job } from '../reactions.ts';
import type { passwordResetQueue } from './password-reset/password-reset-queue.ts';
import type { PasswordService } from './password-reset/password-reset.service.ts';

/** `password.reset`: the link of a forgot-password request is sent after the answer. */
export const accountsJobs = (
  queue: ReturnType<typeof passwordResetQueue>,
  password: Pick<PasswordService, 'sendResetLink'>,
) => [job(queue, ({ email }, { id }) => password.sendResetLink(email, id))];
