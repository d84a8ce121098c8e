import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InvoiceSchema,
  InvoiceSettingsViewSchema,
  type Invoice,
  type InvoiceInput,
  type InvoiceSettings,
  type InvoiceSettingsView,
} from '@incasso/shared/invoices';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** POST /api/invoices (a new draft) or PATCH /api/invoices/:id (a draft edited). */
export async function saveInvoice(input: InvoiceInput, id?: string): Promise<Invoice> {
  const answer = id
    ? await api.request(`/api/invoices/${id}`, { method: 'PATCH', body: input })
    : await api.post('/api/invoices', input);
  return InvoiceSchema.parse(answer);
}

export type InvoiceAction = 'send' | 'mark-paid' | 'void';

/** POST /api/invoices/:id/{send,mark-paid,void}. */
export async function invoiceAction(id: string, action: InvoiceAction): Promise<Invoice> {
  return InvoiceSchema.parse(await api.post(`/api/invoices/${id}/${action}`));
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.invoices() });
    await queryClient.invalidateQueries({ queryKey: queryKeys.invoiceDetails() });
  };
}

export function useSaveInvoice(id?: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: InvoiceInput) => saveInvoice(input, id),
    onSuccess: refresh,
  });
}

export function useInvoiceAction(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: InvoiceAction) => invoiceAction(id, action),
    onSuccess: refresh,
  });
}

/** PUT /api/invoices/settings: the format the next issued numbers take. */
export async function saveInvoiceSettings(settings: InvoiceSettings): Promise<InvoiceSettingsView> {
  return InvoiceSettingsViewSchema.parse(
    await api.request('/api/invoices/settings', { method: 'PUT', body: settings }),
  );
}

export function useSaveInvoiceSettings() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveInvoiceSettings, onSuccess: refresh });
}
