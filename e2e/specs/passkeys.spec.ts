import { expect, test } from '@playwright/test';
import { registerAccount, submitLogin } from '../support/account-journeys';
import { artifactPath } from '../support/artifacts';
import { ITALIAN } from '../support/i18n';

// Issue 23, passkeys, with a real WebAuthn ceremony (decision note 090): Chromium's virtual
// authenticator (the DevTools protocol's WebAuthn domain: CTAP2, internal, resident keys, user
// verified) makes and uses the credential through the page's own navigator.credentials. WebAuthn
// refuses IP addresses, so this journey browses localhost, the server's relying party here.
const language = ITALIAN;
const { t } = language;

test('a passkey is added, signs in alone, and is removed', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const account = await registerAccount(request, baseURL, language);
  const origin = `http://localhost:${new URL(baseURL ?? '').port}`;

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${origin}/login`);
  await submitLogin(page, language, account);
  await expect(page).toHaveURL(`${origin}/dashboard`);

  // Security: add one. The browser's prompt is the virtual authenticator's, answered at once.
  await page.goto(`${origin}/dashboard/settings/security`);
  await page.getByRole('button', { name: t('passkeys.add') }).click();
  await expect(page.getByText(t('passkeys.neverUsed'), { exact: false })).toBeVisible();
  await page.screenshot({ path: artifactPath('screenshots', 'passkeys-security-1440.png') });

  // Signed out, the passkey alone signs in: no email, no password.
  await page.getByRole('button', { name: t('nav.logout') }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  await page.getByRole('button', { name: t('auth.login.passkey') }).click();
  // Signed in, back where they signed out from.
  await expect(page).toHaveURL(`${origin}/dashboard/settings/security`);
  await expect(
    page.getByText(t('passkeys.lastUsed', { date: '' }).trim(), { exact: false }),
  ).toBeVisible();

  // The last passkey of an account that signed in without its password: the password first.
  await page.getByRole('button', { name: t('passkeys.remove') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t('passkeys.remove') }).click();
  await expect(dialog.getByText(t('passkeys.removeNeedsPassword'))).toBeVisible();
  await dialog.getByLabel(t('auth.login.password')).fill(account.password);
  await dialog.getByRole('button', { name: t('passkeys.remove') }).click();
  await expect(page.getByText(t('passkeys.none'))).toBeVisible();
});
