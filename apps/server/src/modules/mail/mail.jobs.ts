import { job } from '../reactions.ts';
import type { MailTransport } from './mail-message.ts';
import type { mailQueue } from './mail-queue.ts';

/** `mail.send`: each stored email handed to the transport, its job id as the Message-ID. */
export const mailJobs = (
  queue: ReturnType<typeof mailQueue>,
  transport: MailTransport,
  from: string,
) => [
  job(queue, async (message, { id }) => {
    await transport.deliver({ ...message, from, messageId: `<${id}@incasso>` });
  }),
];
