import type { AiRunner } from '#server/modules/ai/ai.module.ts';
import type { FiscalService } from '#server/modules/accounts/accounts.module.ts';
import type { MailSender } from '#server/modules/mail/mail.module.ts';
import type {
  PayerChoiceRequests,
  PaymentDescriber,
} from '#server/modules/payments/payments.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { createInvoiceDelivery } from './invoice-delivery.ts';
import { createInvoiceDocuments } from './invoice-documents.ts';
import { createInvoiceFromPrompt } from './invoice-from-prompt.ts';
import { createInvoiceRuns } from './invoice-runs.ts';
import { invoicesJobs } from './invoices.jobs.ts';
import { invoicesListeners } from './invoices.listeners.ts';
import { createInvoicesRepository } from './invoices.repository.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { createInvoicesService } from './invoices.service.ts';
import { merchantFiscalOf } from './merchant-fiscal.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { InvoicesService } from './invoices.service.ts';

export interface InvoicesDeps {
  /** The pay link is a request whose payer picks the coin (payments module). */
  payments: Pick<PayerChoiceRequests, 'ensureRequest' | 'get' | 'cancel'>;
  wallets: Pick<WalletsService, 'findOwned'>;
  fiscal: Pick<FiscalService, 'get'>;
  mail: MailSender;
  /** The name the customer knows the merchant by (accounts module). */
  merchantName(userId: string): Promise<string>;
  /** The model that reads an invoice from the merchant's words. */
  ai: Pick<AiRunner, 'generate'>;
  /** Tests move time on; the system clock otherwise. */
  now?: () => Date;
}

/**
 * Invoicing (decision note 046): drafts, gapless numbering when issued, the PDF, the pay link
 * and its email, paid on the request's confirmation, overdue by a daily job, FatturaPA XML.
 */
export function createInvoicesModule(ctx: ModuleContext, deps: InvoicesDeps) {
  const now = deps.now ?? (() => new Date());
  const { publicUrl } = ctx.config;
  const repo = createInvoicesRepository(ctx.db);
  const seller = async (userId: string) =>
    merchantFiscalOf(await deps.fiscal.get(userId), await deps.merchantName(userId));
  const invoices = createInvoicesService({
    repo,
    wallets: deps.wallets,
    payments: deps.payments,
    seller,
    registry: ctx.registry,
    publicUrl,
    now,
  });
  const documents = createInvoiceDocuments({ publicUrl, merchant: seller });
  const delivery = createInvoiceDelivery({
    repo,
    invoices,
    documents,
    payments: deps.payments,
    mail: deps.mail,
    merchantName: deps.merchantName,
    publicUrl,
  });
  const runs = createInvoiceRuns({ repo, delivery, now });
  const fromPrompt = createInvoiceFromPrompt({ ai: deps.ai, customers: invoices.customers });

  return defineModule({
    name: 'invoices',
    /** The service an AI module calls to draft an invoice (`createDraft`). */
    invoices,
    /** The overdue sweep and the paid listener, as their job and event run them. */
    runs,
    jobs: invoicesJobs(runs),
    listeners: invoicesListeners(runs),
    /** The pay page names the invoice its request pays. */
    describePayment: (async ({ id, userId }) => {
      const number = await repo.numberOfPayment(userId, id);
      return number ? { purpose: { kind: 'invoice', number } } : null;
    }) satisfies PaymentDescriber,
    routes: async (api) => {
      await api.register(invoicesRoutes, { invoices, delivery, documents, fromPrompt });
    },
  });
}

export type InvoicesModule = ReturnType<typeof createInvoicesModule>;
