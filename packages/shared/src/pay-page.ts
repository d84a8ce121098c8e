import type { PublicPayment } from './payments';

// The hosted pay page is rendered by the web app's server entry and served by the server's
// pay-page module (decision note 038). These types are the contract between the two: the
// server never imports the web sources, the web never imports the server.

/**
 * The QR a payer sees first: the EIP-681 link a wallet app opens when the coin has one, else
 * SPEC's text (decision note 092). The server draws this one, so the page shows it before any
 * script runs.
 */
export function firstQrContent(payment: {
  eip681: string | null;
  qrContent: string | null;
}): string | null {
  return payment.eip681 ?? payment.qrContent;
}

/** Where a request's pay page lives, from the site root: every pay link is built from it. */
export const payPagePath = (paymentId: string) => `/pay/${paymentId}`;

export const PAY_PAGE_LANGUAGES = ['it', 'en'] as const;
export type PayPageLanguage = (typeof PAY_PAGE_LANGUAGES)[number];

/** What the page shows: a request, or why there is none. */
export type PayPageView =
  { kind: 'payment'; payment: PublicPayment } | { kind: 'notFound' } | { kind: 'unavailable' };

/** The island's built files, as URL paths from the site root ('/assets/pay-page-x1y2.js'). */
export interface PayPageAssets {
  scripts: string[];
  styles: string[];
  /** Chunks the entry imports, preloaded so they download in parallel with it. */
  preloads: string[];
}

export interface PayPageRenderInput {
  view: PayPageView;
  language: PayPageLanguage;
  /** Empty when the web app is not built: the page is then served without its island. */
  assets: PayPageAssets;
}

/** The whole document, `<!doctype html>` included. */
export type RenderPayPage = (input: PayPageRenderInput) => Promise<string>;
