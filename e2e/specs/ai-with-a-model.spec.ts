import type { APIRequestContext } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { E2E_PLUS } from '../support/accounts';
import { artifactPath } from '../support/artifacts';
import { expect, test } from '../support/fixtures';
import { ITALIAN } from '../support/i18n';
import { INVOICE_PROMPT } from '../support/local-model';

// Issue 13 with a model: the e2e server talks to a local OpenAI-compatible server (support/
// local-model.ts). A Plus merchant with one open request gets the insights in words, asks the
// assistant (which reads the request through a tool) and has an invoice read from a sentence.
const { t } = ITALIAN;

async function post(request: APIRequestContext, origin: string, path: string, data: object) {
  const response = await request.post(path, { headers: { origin }, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

test('the insights, the assistant and the invoice form speak through the model', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await post(page.request, origin, '/api/auth/login', E2E_PLUS);
  const wallet = (await post(page.request, origin, '/api/wallets', {
    name: 'Cassa AI',
    address: privateKeyToAccount(generatePrivateKey()).address,
    chainId: 'ethereum',
    acceptedCurrencyIds: ['usdt'],
  })) as { id: string };
  await post(page.request, origin, '/api/payments', {
    walletId: wallet.id,
    currency: 'usdt',
    fiatAmount: '25',
    fiatCurrency: 'EUR',
  });

  await page.goto('/dashboard/insights');
  await page.getByRole('button', { name: t('ai.generate') }).click();
  await expect(page.getByText(/Negli ultimi 30 giorni hai creato \d+ richieste/)).toBeVisible();
  await page.screenshot({ path: artifactPath('screenshots', 'insights-with-model.png') });

  await page.getByRole('button', { name: t('assistant.open') }).click();
  const panel = page.getByRole('dialog', { name: t('assistant.title') });
  await panel.getByLabel(t('assistant.question')).fill('Quali richieste sono aperte?');
  await panel.getByRole('button', { name: t('assistant.send') }).click();
  await expect(panel.getByText(/Hai una richiesta aperta da \d/)).toBeVisible();
  await expect(panel.getByRole('list', { name: t('assistant.toolsLabel') })).toHaveText(
    t('assistant.tools.openRequests'),
  );
  await page.screenshot({ path: artifactPath('screenshots', 'assistant.png') });
  await panel.getByRole('button', { name: t('assistant.close') }).click();

  await page.goto('/dashboard/invoicing');
  await page.getByRole('button', { name: t('invoices.new') }).click();
  await page.getByLabel(t('invoices.prompt.label')).fill(INVOICE_PROMPT);
  await page.getByRole('button', { name: t('invoices.prompt.submit') }).click();
  const form = page.getByRole('form', { name: t('invoices.form.label') });
  await expect(form.getByLabel(t('invoices.form.name'))).toHaveValue('Rossi srl');
  const line = form.getByRole('group', { name: t('invoices.form.line', { number: 1 }) });
  await expect(line.getByLabel(t('invoices.form.unitPrice'))).toHaveValue('80.00');
  await expect(page.getByRole('region', { name: t('invoices.prompt.reviewTitle') })).toBeVisible();
  await page.screenshot({
    path: artifactPath('screenshots', 'invoice-from-prompt.png'),
    fullPage: true,
  });
});
