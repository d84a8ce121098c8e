import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatFiat } from '@incasso/shared/money';
import { PublicPaymentSchema } from '@incasso/shared/payments';
import { artifactPath } from '../support/artifacts';
import { demoPayer } from '../support/demo-payer';
import { expect, test } from '../support/demo-server';

// Issue 21 section 4 end to end against `npm run demo`: the Premium merchant makes a payment
// link whose payer types the amount and pastes its button's snippet into a plain shop page,
// served here on another origin with a strict Content-Security-Policy. A payer on a phone clicks
// the button, types 7,50 €, pays USDT on the demo chain and lands back on the shop; the merchant
// sees the payment under the link.
const CHAIN_PROGRESS = { timeout: 45_000 };

/** A shop's static site on its own port: a page with whatever snippet is pasted, a thanks page. */
async function startStaticShop(incassoOrigin: string) {
  let snippet = '';
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://shop').pathname;
    const pages: Record<string, string> = {
      '/': `<!doctype html><html lang="it"><meta charset="utf-8"><title>Bottega</title><h1>Sostienici</h1>${snippet}</html>`,
      '/grazie':
        '<!doctype html><meta charset="utf-8"><title>Grazie</title><h1>Grazie del sostegno</h1>',
    };
    const body = pages[path];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    // A strict shop: its own scripts and Incasso's, and no inline style at all.
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; script-src 'self' ${incassoOrigin}; style-src 'self'`,
    });
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paste: (html: string) => void (snippet = html),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a payer pays through a button on another site and the merchant sees it under the link', async ({
  page,
  browser,
  demo,
  merchant,
}) => {
  test.setTimeout(180_000);
  expect(merchant.email).toContain('@');
  const shop = await startStaticShop(demo.url);
  try {
    await page.goto('/dashboard/links');
    await page.getByRole('button', { name: 'Nuovo link' }).click();
    await page.getByRole('textbox', { name: 'Titolo' }).fill('Sostieni la bottega');
    await page.getByRole('button', { name: 'Lo sceglie chi paga' }).click();
    await page.getByRole('textbox', { name: 'Minimo' }).fill('1');
    await page.getByRole('textbox', { name: 'Massimo' }).fill('100');
    await page
      .getByRole('combobox', { name: 'Wallet' })
      .selectOption({ label: 'Ethereum wallet (Ethereum)' });
    await page.getByRole('checkbox', { name: 'USDT' }).check();
    await page
      .getByRole('textbox', { name: 'Dopo il pagamento, manda chi paga a' })
      .fill(`${shop.origin}/grazie`);
    await page.getByRole('button', { name: 'Crea link' }).click();
    await expect(page.getByRole('heading', { name: 'Sostieni la bottega' })).toBeVisible();
    const snippet = (await page.getByLabel('Il codice HTML del pulsante').textContent()) ?? '';
    expect(snippet).toContain(`${demo.url}/embed/button.js`);
    shop.paste(snippet);

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'it-IT',
      isMobile: true,
      hasTouch: true,
    });
    const payer = await phone.newPage();
    const refusedByCsp: string[] = [];
    payer.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusedByCsp.push(message.text());
    });
    await payer.goto(shop.origin);
    const button = payer.getByRole('link', { name: 'Paga in crypto' });
    // The script from Incasso's origin ran on the shop's page: it marked and styled the button.
    await expect(button).toHaveAttribute('data-incasso-ready', '1');
    await expect(button).toHaveCSS('display', 'inline-flex');
    await button.click();
    await expect(payer).toHaveURL(/\/l\/[0-9A-Za-z]{12}$/);
    // The page loads the web app, then the link: slow on a busy machine, so a longer wait.
    await expect(payer.getByRole('heading', { name: 'Sostieni la bottega' })).toBeVisible(
      CHAIN_PROGRESS,
    );
    await payer.getByRole('textbox', { name: 'Importo (EUR)' }).fill('7,50');
    await payer.screenshot({ path: artifactPath('screenshots', 'payment-link-payer-phone.png') });
    await payer.getByRole('button', { name: 'Continua al pagamento' }).click();
    await payer.waitForURL(/\/pay\/[0-9a-f-]{36}$/);
    const paymentId = new URL(payer.url()).pathname.split('/').pop() ?? '';
    const pricedNow = async () =>
      PublicPaymentSchema.parse(
        await (await payer.request.get(`${demo.url}/api/pay/${paymentId}`)).json(),
      );
    // A click before the island has hydrated does nothing: click again until the choice is stored.
    await expect(async () => {
      if ((await pricedNow()).symbol !== 'USDT') {
        await payer.getByRole('button', { name: 'Paga con USDT' }).click({ timeout: 2_000 });
      }
      expect((await pricedNow()).symbol).toBe('USDT');
    }).toPass({ timeout: 30_000 });
    const priced = await pricedNow();
    expect(priced).toMatchObject({ fiatAmount: '7.50', fiatCurrency: 'EUR' });
    await demoPayer(demo).payUsdt(
      priced.address as `0x${string}`,
      BigInt(priced.amountBaseUnits ?? 0),
    );
    await payer.waitForURL((url) => url.href.startsWith(`${shop.origin}/grazie`), CHAIN_PROGRESS);
    await expect(payer.getByRole('heading', { name: 'Grazie del sostegno' })).toBeVisible();
    expect(refusedByCsp).toEqual([]);
    await phone.close();

    const paid = formatFiat(750, 'EUR', 'it');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('cell', { name: `1 pagamento · ${paid}` })).toBeVisible({
        timeout: 15_000,
      });
    }).toPass({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Sostieni la bottega' }).click();
    const row = page.getByRole('row').filter({ hasText: paid });
    await expect(row.getByText('Pagato')).toBeVisible();

    // The merchant's pages on a phone, for people to look at.
    const merchantPhone = await browser.newContext({
      storageState: await page.context().storageState(),
      viewport: { width: 390, height: 844 },
      locale: 'it-IT',
      isMobile: true,
      hasTouch: true,
    });
    const small = await merchantPhone.newPage();
    await small.goto(`${demo.url}/dashboard/links`);
    // A phone shows the links as cards (the table beside them is hidden).
    await expect(
      small.getByRole('list', { name: 'Link di pagamento' }).getByText(`1 pagamento · ${paid}`),
    ).toBeVisible(CHAIN_PROGRESS);
    await small.screenshot({
      path: artifactPath('screenshots', 'payment-links-phone.png'),
      fullPage: true,
    });
    await small.getByRole('button', { name: 'Sostieni la bottega' }).click();
    await expect(small.getByRole('list', { name: 'Pagamenti' }).getByText('Pagato')).toBeVisible();
    await small.screenshot({
      path: artifactPath('screenshots', 'payment-link-detail-phone.png'),
      fullPage: true,
    });
    await merchantPhone.close();
  } finally {
    await shop.close();
  }
});
