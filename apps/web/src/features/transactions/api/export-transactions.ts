import type { TransactionExportFormat } from '@incasso/shared/transactions';
import { api } from '#lib/api-client.ts';

/**
 * The address of GET /api/transactions/export for `filters` (Premium). The browser downloads
 * it itself, streaming to disk: no row passes through this page's memory.
 */
export function transactionsExportUrl(filters: string, format: TransactionExportFormat): string {
  const query = new URLSearchParams(filters);
  query.set('format', format);
  return api.url(`/api/transactions/export?${query}`);
}
