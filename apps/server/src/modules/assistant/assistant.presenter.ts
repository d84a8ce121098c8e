import type { AssistantMessage, AssistantProposal } from '@incasso/shared/assistant';
import type { AssistantMessageRow, AssistantProposalRow } from '#server/db/schema/assistant.ts';

export function presentProposal(row: AssistantProposalRow): AssistantProposal {
  return {
    id: row.id,
    status: row.status,
    summary: row.summary,
    result: row.resultId ? { id: row.resultId, payUrl: row.payUrl } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentMessage(
  row: AssistantMessageRow,
  proposals: AssistantProposalRow[],
): AssistantMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    // An answer still "answering" in the history was cut off (the process stopped).
    failed: row.state !== 'answered',
    tools: row.tools,
    unverifiedNumbers: row.unverifiedNumbers,
    proposals: proposals.filter((p) => p.messageId === row.id).map(presentProposal),
    createdAt: row.createdAt.toISOString(),
  };
}
