import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AssistantProposalSchema, type AssistantProposal } from '@incasso/shared/assistant';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { assistantHistoryQueryOptions } from './get-assistant-history';

export type ProposalDecision = 'confirm' | 'dismiss';

/** POST /api/assistant/proposals/:id/{confirm,dismiss}: the server creates on confirm. */
export async function decideProposal(
  id: string,
  decision: ProposalDecision,
): Promise<AssistantProposal> {
  return AssistantProposalSchema.parse(
    await api.post(`/api/assistant/proposals/${id}/${decision}`),
  );
}

export function useDecideProposal(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ProposalDecision) => decideProposal(id, decision),
    onSuccess: async (proposal) => {
      await queryClient.invalidateQueries({ queryKey: assistantHistoryQueryOptions().queryKey });
      // A confirmed draft joins the invoice list the invoicing page shows.
      if (proposal.summary.kind === 'draftInvoice') {
        await queryClient.invalidateQueries({ queryKey: queryKeys.invoices() });
      }
    },
  });
}
