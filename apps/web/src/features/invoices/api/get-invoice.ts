import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  InvoiceSchema,
  InvoiceSettingsViewSchema,
  type Invoice,
  type InvoiceSettingsView,
} from '@incasso/shared/invoices';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/invoices/:id. */
export async function getInvoice(id: string): Promise<Invoice> {
  return InvoiceSchema.parse(await api.get(`/api/invoices/${id}`));
}

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.invoiceDetails(id), queryFn: () => getInvoice(id) });

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}

/** GET /api/invoices/settings: the number format and whether FatturaPA XML is offered. */
export async function getInvoiceSettings(): Promise<InvoiceSettingsView> {
  return InvoiceSettingsViewSchema.parse(await api.get('/api/invoices/settings'));
}

export function useInvoiceSettings() {
  return useQuery({ queryKey: queryKeys.invoices('settings'), queryFn: getInvoiceSettings });
}
