import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  InvoiceCustomersSchema,
  InvoiceListSchema,
  type InvoiceCustomer,
  type InvoiceList,
  type InvoiceListQuery,
} from '@incasso/shared/invoices';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/invoices with the list's filters. */
export async function getInvoices(query: InvoiceListQuery): Promise<InvoiceList> {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const suffix = params.size > 0 ? `?${params.toString()}` : '';
  return InvoiceListSchema.parse(await api.get(`/api/invoices${suffix}`));
}

export const invoicesQueryOptions = (query: InvoiceListQuery = {}) =>
  queryOptions({ queryKey: queryKeys.invoices(query), queryFn: () => getInvoices(query) });

export function useInvoices(query: InvoiceListQuery) {
  return useQuery(invoicesQueryOptions(query));
}

/** GET /api/invoices/customers: customers of past invoices, for the form's suggestions. */
export async function getInvoiceCustomers(): Promise<InvoiceCustomer[]> {
  return InvoiceCustomersSchema.parse(await api.get('/api/invoices/customers'));
}

export function useInvoiceCustomers() {
  return useQuery({ queryKey: queryKeys.invoices('customers'), queryFn: getInvoiceCustomers });
}
