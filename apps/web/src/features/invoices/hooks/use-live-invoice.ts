import type { Invoice } from '@incasso/shared/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#lib/query-keys.ts';
import { getSocket as getAppSocket, type RealtimeSocket } from '#lib/socket.ts';
import { useLedgerChanges } from '#lib/use-ledger-changes.ts';

/**
 * An open invoice is fetched again when its request's ledger row changes: paid on chain while
 * the merchant looks at it, it turns paid without a reload.
 */
export function useLiveInvoice(
  invoice: Pick<Invoice, 'id' | 'paymentId'>,
  getSocket: () => RealtimeSocket = getAppSocket,
) {
  const queryClient = useQueryClient();
  useLedgerChanges((change) => {
    if (!invoice.paymentId || change.paymentId !== invoice.paymentId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.invoiceDetails(invoice.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.invoices() });
  }, getSocket);
}
