import type { PayPageAssets, PayPageView, RenderPayPage } from '@incasso/shared/pay-page';
import type { PublicPayment } from '@incasso/shared/payments';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { payPageLanguage } from './pay-page-language.ts';

export interface PayPageDeps {
  /** The payments module's public view of a request; AppError 404 when there is none. */
  getPublic(id: string): Promise<PublicPayment>;
  renderer(): Promise<RenderPayPage> | null;
  assets: PayPageAssets;
  log: FastifyBaseLogger;
}

export interface PageRequest {
  id: string;
  lng?: string | undefined;
  acceptLanguage?: string | undefined;
}

const STATUS: Record<PayPageView['kind'], number> = {
  payment: 200,
  notFound: 404,
  unavailable: 503,
};

/** The hosted pay page: the request (or why there is none), in the payer's language. */
export function createPayPageService(deps: PayPageDeps) {
  async function view(id: string): Promise<PayPageView> {
    try {
      return { kind: 'payment', payment: await deps.getPublic(id) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return { kind: 'notFound' };
      // The payer gets a page that says to try again, not a JSON error.
      deps.log.error({ err: error, paymentId: id }, 'pay page: the request could not be read');
      return { kind: 'unavailable' };
    }
  }

  return {
    async page(request: PageRequest): Promise<{ status: number; html: string }> {
      const render = await deps.renderer();
      if (!render) {
        throw new AppError(503, 'webNotBuilt', 'The web app is not built. Run `npm run build`.');
      }
      const shown = await view(request.id);
      const language = payPageLanguage(request);
      const html = await render({ view: shown, language, assets: deps.assets });
      return { status: STATUS[shown.kind], html };
    },
  };
}

export type PayPageService = ReturnType<typeof createPayPageService>;
