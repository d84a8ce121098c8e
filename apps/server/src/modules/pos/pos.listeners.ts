import type { LineItem } from '@incasso/shared/pos';
import { listener } from '../reactions.ts';

/**
 * A till sale's cart goes onto its ledger row once the sale is recorded, so the transaction's
 * detail needs nothing of this module. Copied once; other requests have no cart.
 */
export const posListeners = (deps: {
  lines(paymentId: string): Promise<LineItem[]>;
  attachLineItems(paymentId: string, lines: LineItem[]): Promise<void>;
}) => [
  listener(['transaction.recorded'], 'pos.saleLines', async (event) => {
    const lines = await deps.lines(event.data.paymentId);
    if (lines.length > 0) await deps.attachLineItems(event.data.paymentId, lines);
  }),
];
