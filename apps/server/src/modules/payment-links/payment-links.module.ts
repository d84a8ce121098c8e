import type { AccountStanding } from '#server/modules/accounts/accounts.module.ts';
import type {
  PayerChoiceRequests,
  PaymentDescriber,
} from '#server/modules/payments/payments.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { embedRoutes } from './embed.routes.ts';
import { createLinkVisits } from './link-visits.ts';
import { linkVisitsRoutes } from './link-visits.routes.ts';
import { paymentLinksListeners } from './payment-links.listeners.ts';
import { createPaymentLinksRepository } from './payment-links.repository.ts';
import { paymentLinksRoutes } from './payment-links.routes.ts';
import { createPaymentLinksService } from './payment-links.service.ts';

export interface PaymentLinksDeps {
  /** Each visit that pays is a request whose payer picks the coin (payments module). */
  payments: Pick<PayerChoiceRequests, 'create'>;
  wallets: Pick<WalletsService, 'findOwned'>;
  /** The merchant's plan and status: a link takes payments while the plan has the feature. */
  standing(userId: string): Promise<AccountStanding | undefined>;
  /** The name the payer knows the merchant by (accounts module). */
  merchantName(userId: string): Promise<string>;
}

/**
 * Payment links and buttons (issue 21 section 4, decision note 100): the merchant's reusable
 * links, their public page's calls, and the embeddable button's script at /embed/button.js.
 */
export function createPaymentLinksModule(ctx: ModuleContext, deps: PaymentLinksDeps) {
  const repo = createPaymentLinksRepository(ctx.db);
  const { publicUrl } = ctx.config;
  const links = createPaymentLinksService({
    repo,
    wallets: deps.wallets,
    registry: ctx.registry,
    publicUrl,
  });
  const visits = createLinkVisits({
    repo,
    payments: deps.payments,
    standing: deps.standing,
    merchantName: deps.merchantName,
    publicUrl,
  });
  return defineModule({
    name: 'payment-links',
    listeners: paymentLinksListeners(repo),
    /** The pay page says which link a visit's request came from. */
    describePayment: (async ({ id, userId }) => {
      const link = await repo.linkOfPayment(userId, id);
      return link ? { purpose: { kind: 'link', title: link.title } } : null;
    }) satisfies PaymentDescriber,
    routes: async (api) => {
      await api.register(paymentLinksRoutes, { links });
      await api.register(linkVisitsRoutes, { visits });
    },
    pages: async (app) => {
      await app.register(embedRoutes);
    },
  });
}

export type PaymentLinksModule = ReturnType<typeof createPaymentLinksModule>;
