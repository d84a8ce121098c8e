import { defineModule, type ModuleContext } from '../app-module.ts';
import { createDevOutbox, type DevOutbox } from './dev-outbox.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';
import type { MailMessage, MailTransport } from './mail-message.ts';
import { mailJobs } from './mail.jobs.ts';
import { mailQueue } from './mail-queue.ts';
import { createSmtpTransport } from './smtp-transport.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { MailMessage } from './mail-message.ts';
export { accountExistsMessage } from './templates/account-exists.ts';
export { invoiceMessage } from './templates/invoice-sent.ts';
export { memberInvitationMessage } from './templates/member-invitation.ts';
export { type EmailContent, renderEmail } from './templates/layout.ts';
export { paymentRevertedMessage } from './templates/payment-reverted.ts';
export { type PlanRenewalNotice, planRenewalMessage } from './templates/plan-renewal.ts';
export { recurringRequestMessage } from './templates/recurring-request.ts';
export { resetPasswordMessage } from './templates/reset-password.ts';
export { verifyEmailMessage } from './templates/verify-email.ts';

/** SMTP when SMTP_URL is set; otherwise the development outbox (logged, kept in memory). */
function mailTransport({ config, log }: ModuleContext): {
  transport: MailTransport;
  outbox?: DevOutbox;
} {
  if (config.smtpUrl) return { transport: createSmtpTransport(config.smtpUrl) };
  if (config.env === 'production') {
    log.warn('SMTP_URL is not set: emails are only written to the log');
  }
  const outbox = createDevOutbox(log);
  return { transport: outbox.transport, outbox };
}

export interface MailModuleOptions {
  /** The first retry's delay; each further one roughly doubles. */
  retryDelaySeconds?: number;
}

/**
 * Email through the durable `mail.send` queue (decision note 032): `send` stores the message
 * and returns; a worker hands it to SMTP (SMTP_URL) or, without one, to the development outbox.
 */
export function createMailModule(ctx: ModuleContext, options: MailModuleOptions = {}) {
  const { config } = ctx;
  const { transport, outbox } = mailTransport(ctx);
  const queue = mailQueue(options.retryDelaySeconds ?? 30);

  return defineModule({
    name: 'mail',
    jobs: mailJobs(queue, transport, config.mailFrom, ctx.metrics),
    /** Stores the email for sending; `id` (a UUID) keeps one job per email across repeats. */
    send: (message: MailMessage, sendOptions: { id?: string } = {}) =>
      ctx.jobs.send(queue, message, sendOptions),
    routes:
      outbox && config.env !== 'production'
        ? async (api) => {
            await api.register(devOutboxRoutes, { outbox });
          }
        : undefined,
    close: async () => transport.close(),
  });
}

export type MailModule = ReturnType<typeof createMailModule>;
/** What the modules that send email need of it. */
export type MailSender = Pick<MailModule, 'send'>;
