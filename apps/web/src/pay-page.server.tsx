import { firstQrContent, type PayPageLanguage, type RenderPayPage } from '@incasso/shared/pay-page';
import { renderToString } from 'react-dom/server';
import { PayDocument } from '#features/pay-page/components/pay-document.tsx';
import { pickPayTexts, type PayTexts } from '#features/pay-page/i18n/pay-texts.ts';
import type { PayIslandData } from '#features/pay-page/lib/island-data.ts';
import en from '#i18n/locales/en.json';
import it from '#i18n/locales/it.json';

// The pay page's server entry (decision note 038): the server's pay-page module calls
// renderPayPage for every GET /pay/:id. Built by `vite build --ssr` into dist/ssr; tests load
// this source directly.
const TEXTS: Record<PayPageLanguage, PayTexts> = { it: pickPayTexts(it), en: pickPayTexts(en) };

export const renderPayPage: RenderPayPage = async ({ view, language, assets }) => {
  const texts = TEXTS[language];
  let island: PayIslandData | null = null;
  if (view.kind === 'payment') {
    const { payment } = view;
    // The island starts on the wallet-app QR of a pending request: the one drawn here.
    const qrSvgs: Record<string, string> = {};
    const first = firstQrContent(payment);
    if (payment.status === 'PENDING' && first) {
      // Imported as the island imports it, so both builds keep the encoder in a chunk of its own.
      const { renderQrSvg } = await import('#features/pay-page/lib/qr-svg.ts');
      qrSvgs[first] = await renderQrSvg(first);
    }
    island = { payment, language, texts, qrSvgs };
  }
  const html = renderToString(
    <PayDocument view={view} assets={assets} island={island} language={language} texts={texts} />,
  );
  return `<!doctype html>${html}`;
};
