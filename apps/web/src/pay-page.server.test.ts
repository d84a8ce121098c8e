import { describe, expect, it } from 'vitest';
import { buildPublicPayment } from '#test/build-payment.ts';
import { renderPayPage } from './pay-page.server';

const assets = {
  scripts: ['/assets/pay-page-abc.js'],
  styles: ['/assets/pay-page-abc.css'],
  preloads: ['/assets/chunk-def.js'],
};

describe('renderPayPage', () => {
  it('links the island’s files from our origin, and nothing inline', async () => {
    const html = await renderPayPage({
      view: { kind: 'payment', payment: buildPublicPayment() },
      language: 'en',
      assets,
    });
    expect(html).toContain('<link rel="stylesheet" href="/assets/pay-page-abc.css"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk-def.js"/>');
    expect(html).toContain('<script type="module" src="/assets/pay-page-abc.js"></script>');
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/pay-page-abc.js">',
      '<script type="application/json" id="pay-island-data">',
    ]);
  });

  it('sends a payer without scripts back to the shop too, after the same delay', async () => {
    const payment = buildPublicPayment({
      status: 'CONFIRMED',
      redirectUrl: 'https://shop.example/thanks',
    });
    const html = await renderPayPage({
      view: { kind: 'payment', payment },
      language: 'en',
      assets,
    });
    const target = `https://shop.example/thanks?payment_id=${payment.id}`;
    expect(html).toContain(
      `<noscript><meta http-equiv="refresh" content="5;url=${target}"/></noscript>`,
    );
    expect(html).toContain(`<a href="${target}"`);
  });

  it('says a coin choice needs JavaScript, only to those without it', async () => {
    const payment = buildPublicPayment({
      currency: null,
      symbol: null,
      amount: null,
      qrContent: null,
      currencyChoices: [{ currency: 'usdt', symbol: 'USDT' }],
    });
    const html = await renderPayPage({
      view: { kind: 'payment', payment },
      language: 'it',
      assets,
    });
    expect(html).toMatch(/<noscript><p [^>]*>Per scegliere la moneta serve JavaScript/);
    expect(html).toContain('aria-label="Paga con USDT"');
  });

  it('renders the not-found page styled, without the island or its script', async () => {
    const html = await renderPayPage({ view: { kind: 'notFound' }, language: 'en', assets });
    expect(html).toContain('This payment request does not exist.');
    expect(html).toContain('<title>Payment · Incasso</title>');
    expect(html).toContain('href="/assets/pay-page-abc.css"');
    expect(html).not.toContain('<script');
  });
});
