import { z } from 'zod';
import { CurrencyIdSchema } from './currencies';
import { FiatCurrencySchema } from './money';

// The dashboard's assistant (issue 13, decision note 050): a chat over the merchant's own data.
// The model only calls tools that run as the signed-in merchant; figures come from their
// results. Writing something (a payment request, a draft invoice) is a proposal the merchant
// confirms, and the server does it then.

/** One message typed by the merchant: the input's maxLength, the rule and the column. */
export const ASSISTANT_MESSAGE_MAX = 2_000;
/** The most messages `GET /api/assistant/messages` returns (the newest). */
export const ASSISTANT_HISTORY_SHOWN = 100;

export const AssistantMessageInputSchema = z.strictObject({
  text: z.string().trim().min(1, 'required').max(ASSISTANT_MESSAGE_MAX, 'tooLong'),
});
export type AssistantMessageInput = z.infer<typeof AssistantMessageInputSchema>;

/** What the model may call; the stream names them so the panel can say what it looked up. */
export const ASSISTANT_TOOLS = [
  'listTransactions',
  'revenue',
  'insights',
  'openRequests',
  'listWallets',
  'proposePaymentRequest',
  'proposeDraftInvoice',
] as const;
export const AssistantToolSchema = z.enum(ASSISTANT_TOOLS);
export type AssistantTool = z.infer<typeof AssistantToolSchema>;

export const PROPOSAL_STATUSES = ['pending', 'confirmed', 'dismissed'] as const;
export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof ProposalStatusSchema>;

/** What a proposal would create, as the card shows it before the merchant confirms. */
export const ProposalSummarySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('paymentRequest'),
    fiatAmount: z.string(),
    fiatCurrency: FiatCurrencySchema,
    currency: CurrencyIdSchema,
    walletName: z.string(),
    orderId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('draftInvoice'),
    customerName: z.string(),
    total: z.string(),
    fiatCurrency: FiatCurrencySchema,
    lines: z.number().int().min(1),
    dueDate: z.string(),
  }),
]);
export type ProposalSummary = z.infer<typeof ProposalSummarySchema>;
export type ProposalKind = ProposalSummary['kind'];

export const AssistantProposalSchema = z.object({
  id: z.uuid(),
  status: ProposalStatusSchema,
  summary: ProposalSummarySchema,
  /** Once confirmed: the payment request or draft invoice made, and a request's pay page. */
  result: z.object({ id: z.uuid(), payUrl: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type AssistantProposal = z.infer<typeof AssistantProposalSchema>;

export const AssistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  /** The model failed on this answer: the panel shows SPEC's message. */
  failed: z.boolean(),
  /** The tools the answer used, in order, once each. */
  tools: z.array(AssistantToolSchema),
  /** Numbers the answer states that no tool, question or earlier message gave: to check. */
  unverifiedNumbers: z.array(z.string()),
  proposals: z.array(AssistantProposalSchema),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof AssistantMessageSchema>;

export const AssistantHistorySchema = z.object({ messages: z.array(AssistantMessageSchema) });
export type AssistantHistory = z.infer<typeof AssistantHistorySchema>;

/**
 * One event of `POST /api/assistant/messages`' `text/event-stream`, sent as `data: <json>`:
 * `start`, then text pieces, tool activity and proposals as they come, then `done` or `error`.
 */
export const AssistantStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), messageId: z.uuid() }),
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({
    type: z.literal('tool'),
    name: AssistantToolSchema,
    state: z.enum(['running', 'done', 'failed']),
  }),
  z.object({ type: z.literal('proposal'), proposal: AssistantProposalSchema }),
  z.object({ type: z.literal('unverified'), numbers: z.array(z.string()).min(1) }),
  z.object({ type: z.literal('done'), messageId: z.uuid() }),
  z.object({ type: z.literal('error'), error: z.string(), message: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof AssistantStreamEventSchema>;

export const ProposalParamsSchema = z.object({ id: z.uuid() });
