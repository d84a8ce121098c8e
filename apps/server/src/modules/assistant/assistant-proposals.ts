import type { AssistantProposal } from '@incasso/shared/assistant';
import { InvoiceInputSchema } from '@incasso/shared/invoices';
import { CreatePaymentInputSchema } from '@incasso/shared/payments';
import type { AssistantProposalRow } from '#server/db/schema/assistant.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { InvoicesService } from '#server/modules/invoices/invoices.module.ts';
import type { MerchantRequests } from '#server/modules/payments/payments.module.ts';
import type { Asker } from './assistant-chat.ts';
import { presentProposal } from './assistant.presenter.ts';
import type { AssistantRepository } from './assistant.repository.ts';

export interface AssistantProposalsDependencies {
  repo: AssistantRepository;
  payments: Pick<MerchantRequests, 'create'>;
  invoices: Pick<InvoicesService, 'createDraft'>;
  now: () => Date;
}

const proposalNotFound = () => notFound('Proposal not found.');
const notPending = () =>
  new AppError(409, 'proposalNotPending', 'This proposal was already confirmed or dismissed.');
const outdated = () =>
  new AppError(409, 'proposalOutdated', 'This proposal can no longer be created. Ask again.');
const planRequired = () =>
  new AppError(403, 'planRequired', 'Your plan does not include this feature.');

/**
 * The merchant's decision on what the model proposed. Confirming creates it through the same
 * service (and checks) as the dashboard's own form, as the merchant, exactly once.
 */
export function createAssistantProposals(deps: AssistantProposalsDependencies) {
  const { repo } = deps;

  async function create(asker: Asker, row: AssistantProposalRow) {
    if (row.kind === 'paymentRequest') {
      const input = CreatePaymentInputSchema.safeParse(row.input);
      if (!input.success) throw outdated();
      const request = await deps.payments.create(asker.id, input.data);
      return { resultId: request.id, payUrl: request.payUrl };
    }
    const input = InvoiceInputSchema.safeParse(row.input);
    if (!input.success) throw outdated();
    const invoice = await deps.invoices.createDraft(asker.id, input.data);
    return { resultId: invoice.id, payUrl: null };
  }

  return {
    async confirm(asker: Asker, id: string): Promise<AssistantProposal> {
      const found = await repo.findProposal(asker.id, id);
      if (!found) throw proposalNotFound();
      // The plan may have changed since the proposal: today's features decide.
      if (found.kind === 'draftInvoice' && !asker.features.includes('invoicing')) {
        throw planRequired();
      }
      const claimed = await repo.decide(asker.id, id, 'confirmed', deps.now());
      if (!claimed) throw notPending();
      try {
        return presentProposal(await repo.setResult(id, await create(asker, claimed)));
      } catch (error) {
        await repo.reopen(id);
        throw error;
      }
    },

    async dismiss(asker: Asker, id: string): Promise<AssistantProposal> {
      const found = await repo.findProposal(asker.id, id);
      if (!found) throw proposalNotFound();
      const dismissed = await repo.decide(asker.id, id, 'dismissed', deps.now());
      if (!dismissed) throw notPending();
      return presentProposal(dismissed);
    },
  };
}

export type AssistantProposals = ReturnType<typeof createAssistantProposals>;
