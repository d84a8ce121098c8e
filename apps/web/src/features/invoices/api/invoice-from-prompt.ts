import { useMutation } from '@tanstack/react-query';
import {
  InvoiceFromPromptSchema,
  type InvoiceFromPrompt,
  type InvoicePrompt,
} from '@incasso/shared/invoice-prompt';
import { api } from '#lib/api-client.ts';

/** POST /api/invoices/from-prompt: the model's reading of a sentence, for the form to review. */
export async function invoiceFromPrompt(request: InvoicePrompt): Promise<InvoiceFromPrompt> {
  return InvoiceFromPromptSchema.parse(await api.post('/api/invoices/from-prompt', request));
}

export function useInvoiceFromPrompt() {
  return useMutation({ mutationFn: invoiceFromPrompt });
}
