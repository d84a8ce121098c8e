import type { PayPageAssets, PayPageView } from '@incasso/shared/pay-page';
import { REDIRECT_DELAY_S } from '../hooks/use-redirect-countdown';
import { PayI18nProvider } from '../i18n/pay-i18n';
import { interpolate, type PayTexts } from '../i18n/pay-texts';
import {
  PAY_ISLAND_DATA_ID,
  PAY_ISLAND_ROOT_ID,
  serializeIslandData,
  type PayIslandData,
} from '../lib/island-data';
import { returnUrl } from '../lib/return-url';
import { PayFooter, PayHeader } from './pay-header';
import { PayIsland } from './pay-island';
import { PayProblem } from './pay-problem';

interface PayDocumentProps {
  view: PayPageView;
  assets: PayPageAssets;
  /** The island's data; null when there is no request to show. */
  island: PayIslandData | null;
  language: PayIslandData['language'];
  texts: PayTexts;
}

function documentTitle(view: PayPageView, texts: PayTexts): string {
  const title =
    view.kind === 'payment'
      ? interpolate(texts['payPage.title'], { merchant: view.payment.merchantName })
      : texts['pages.pay'];
  return `${title} · ${texts['app.name']}`;
}

/**
 * The whole pay page as the server sends it (decision note 038): everything a payer needs is in
 * the HTML, light or dark by `prefers-color-scheme` in CSS. Only the module script from our
 * origin runs (the strict CSP allows nothing inline); its data travels as JSON, not as script.
 */
export function PayDocument({ view, assets, island, language, texts }: PayDocumentProps) {
  const payment = view.kind === 'payment' ? view.payment : null;
  const shopUrl =
    payment?.status === 'CONFIRMED' ? returnUrl(payment.redirectUrl, payment.id) : null;
  const needsChoice = payment?.status === 'PENDING' && payment.currencyChoices.length > 0;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* A payment link is for its payer, not for search engines. */}
        <meta name="robots" content="noindex, nofollow" />
        <title>{documentTitle(view, texts)}</title>
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {island &&
          assets.preloads.map((href) => <link key={href} rel="modulepreload" href={href} />)}
        {island && assets.scripts.map((src) => <script key={src} type="module" src={src} />)}
        {shopUrl && (
          // Without scripts the page still goes back to the shop, as the island would.
          <noscript>
            <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_S};url=${shopUrl}`} />
          </noscript>
        )}
      </head>
      <body className="bg-slate-50 font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <PayI18nProvider language={language} texts={texts}>
          <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4">
            <PayHeader />
            <main className="flex-1 pb-6">
              {island ? (
                <>
                  {needsChoice && (
                    <noscript>
                      <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-200 dark:ring-amber-500/30">
                        {texts['payPage.needsJavaScript']}
                      </p>
                    </noscript>
                  )}
                  <div id={PAY_ISLAND_ROOT_ID}>
                    <PayIsland data={island} />
                  </div>
                  <script
                    type="application/json"
                    id={PAY_ISLAND_DATA_ID}
                    dangerouslySetInnerHTML={{ __html: serializeIslandData(island) }}
                  />
                </>
              ) : (
                <PayProblem kind={view.kind === 'notFound' ? 'notFound' : 'unavailable'} />
              )}
            </main>
            <PayFooter />
          </div>
        </PayI18nProvider>
      </body>
    </html>
  );
}
