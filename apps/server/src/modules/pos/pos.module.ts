import type { MailSender } from '#server/modules/mail/mail.module.ts';
import type { MerchantRequests } from '#server/modules/payments/payments.module.ts';
import type { TransactionsService } from '#server/modules/transactions/transactions.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { posDisplayRoutes } from './pos-display.routes.ts';
import { createPosRepository } from './pos.repository.ts';
import { posRoutes } from './pos.routes.ts';
import { createPosService } from './pos.service.ts';
import { createProductsRepository } from './products.repository.ts';
import { productsRoutes } from './products.routes.ts';
import { createProductsService } from './products.service.ts';

export interface PosDeps {
  /** A sale is a payment request carrying its cart (payments module). */
  payments: Pick<MerchantRequests, 'create' | 'get' | 'latestOfSource'>;
  /** The till's totals for the dashboard home (transactions module). */
  transactions: Pick<TransactionsService, 'completedBySource'>;
  mail: MailSender;
  /** The name the customer knows the merchant by (accounts module). */
  merchantName(userId: string): Promise<string>;
  now?: () => Date;
}

/**
 * Point of sale (decision note 045): the product catalogue, sales charged as payment requests
 * with their line items, tip settings, receipts and the customer display.
 */
export function createPosModule(ctx: ModuleContext, deps: PosDeps) {
  const products = createProductsService({ repo: createProductsRepository(ctx.db) });
  const pos = createPosService({
    repo: createPosRepository(ctx.db),
    products,
    payments: deps.payments,
    transactions: deps.transactions,
    mail: deps.mail,
    merchantName: deps.merchantName,
    publicUrl: ctx.config.publicUrl,
    now: deps.now ?? (() => new Date()),
  });

  return defineModule({
    name: 'pos',
    /** A sale's cart, for the transactions detail. */
    saleLines: { of: pos.lines },
    routes: async (api) => {
      await api.register(productsRoutes, { products });
      await api.register(posRoutes, { pos });
      await api.register(posDisplayRoutes, { pos });
    },
  });
}

export type PosModule = ReturnType<typeof createPosModule>;
