import { randomBytes } from 'node:crypto';
import { CHAIN_IDS, currenciesOn, type ChainRegistry } from '@incasso/shared/chains';
import type { CreatePayment } from '@incasso/shared/payments';
import type { AppModules } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import {
  hashPassword,
  passwordPolicyFailure,
} from '#server/modules/accounts/password-hashing/password-hashing.ts';
import { createFiscalRepository } from '#server/modules/accounts/profile/fiscal.repository.ts';
import { insertAccount } from '#server/modules/accounts/users/new-account.ts';
import { createProductsRepository } from '#server/modules/pos/products.repository.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import type { DemoChains } from './demo-chains.ts';
import type { DemoPayer } from './demo-payer.ts';

export type Login = { email: string; password: string };
export type DemoAccounts = { merchant: Login; admin: Login };

export const MERCHANT_EMAIL = 'demo@incasso.local';
export const ADMIN_EMAIL = 'admin@incasso.local';

/** A new password each run (the demo's data is fresh each run too), printed and in demo.json. */
function generatePassword(): string {
  const password = `Demo-${randomBytes(9).toString('base64url')}-7`;
  if (passwordPolicyFailure(password)) throw new Error('generated demo password refused');
  return password;
}

async function createAccount(
  db: Database,
  values: { email: string; displayName: string; isAdmin: boolean },
): Promise<Login & { id: string }> {
  const password = generatePassword();
  const user = await insertAccount(db, {
    ...values,
    passwordHash: await hashPassword(password),
    accountType: 'business',
    planId: values.isAdmin ? 'free' : 'premium',
    emailVerifiedAt: new Date(),
  });
  if (!user) throw new Error(`${values.email} exists already in a demo database meant to be new`);
  return { id: user.id, email: values.email, password };
}

/** A wallet on every chain at `address`, accepting every currency there. */
async function walletsOnEveryChain(
  wallets: WalletsService,
  registry: ChainRegistry,
  userId: string,
  address: `0x${string}`,
  label: string,
) {
  const created = [];
  for (const chain of CHAIN_IDS) {
    const wallet = await wallets.create(userId, {
      name: `${registry[chain].name} ${label}`,
      address,
      chainId: chain,
      acceptedCurrencyIds: currenciesOn(chain, registry),
    });
    created.push({ chain, id: wallet.id });
  }
  return created;
}

/** A few products for the point of sale's grid (decision note 045). */
async function seedProducts(db: Database, userId: string) {
  const products = createProductsRepository(db);
  for (const [name, priceCents, category] of [
    ['Espresso', 150, 'Coffee'],
    ['Cappuccino', 220, 'Coffee'],
    ['Croissant', 180, 'Pastry'],
    ['Cheesecake', 450, 'Pastry'],
  ] as const) {
    await products.insert({ userId, name, priceCents, currency: 'EUR', category });
  }
}

/**
 * The demo's people and history: a Premium merchant with a wallet on each chain (anvil's third
 * account, whose balance the demo leaves alone), an administrator whose wallets (anvil's fourth
 * account) receive the platform's plan and fee payments, and three requests of which two get
 * paid at once, so that the dashboard shows something moving, and products for the till.
 */
export async function seedDemo(options: {
  modules: Pick<AppModules, 'billing' | 'payments' | 'wallets'>;
  db: Database;
  registry: ChainRegistry;
  chains: DemoChains;
  pay: DemoPayer;
}): Promise<DemoAccounts> {
  const { modules, db, registry } = options;
  const merchant = await createAccount(db, {
    email: MERCHANT_EMAIL,
    displayName: 'Demo Shop',
    isAdmin: false,
  });
  const admin = await createAccount(db, {
    email: ADMIN_EMAIL,
    displayName: 'Demo Admin',
    isAdmin: true,
  });
  const address = options.chains.chains.ethereum.anvil.accounts[2];
  if (!address) throw new Error('anvil has no third account');
  const { wallets } = modules.wallets;
  const walletIds = await walletsOnEveryChain(wallets, registry, merchant.id, address, 'wallet');
  const platformAddress = options.chains.chains.ethereum.anvil.accounts[3];
  if (!platformAddress) throw new Error('anvil has no fourth account');
  const platformWallets = await walletsOnEveryChain(
    wallets,
    registry,
    admin.id,
    platformAddress,
    'platform wallet',
  );
  await modules.billing.platform.setPlatformWallets(
    admin.id,
    platformWallets.map((wallet) => wallet.id),
  );

  const ethereumWallet = walletIds.find((w) => w.chain === 'ethereum')?.id ?? '';
  const request = (input: Omit<CreatePayment, 'walletId'>) =>
    modules.payments.payments.create(merchant.id, { walletId: ethereumWallet, ...input });
  const paid = [
    await request({ currency: 'usdt', fiatCents: 2_500, fiatCurrency: 'EUR', orderId: 'DEMO-1' }),
    await request({ currency: 'eth', fiatCents: 4_000, fiatCurrency: 'EUR', orderId: 'DEMO-2' }),
  ];
  await request({ currency: 'dai', fiatCents: 1_200, fiatCurrency: 'USD', orderId: 'DEMO-3' });
  for (const payment of paid) await options.pay(payment);
  await seedProducts(db, merchant.id);
  // A fictitious Italian shop (its partita IVA only has a valid check digit), so the demo can
  // issue invoices and export FatturaPA (issue 20).
  await createFiscalRepository(db).save(
    {
      userId: merchant.id,
      accountType: 'business',
      companyName: 'Demo Shop S.r.l.',
      vatNumber: 'IT12345678903',
      street: 'Via Roma 1',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
    },
    new Date(),
  );

  const login = ({ email, password }: Login) => ({ email, password });
  return { merchant: login(merchant), admin: login(admin) };
}
