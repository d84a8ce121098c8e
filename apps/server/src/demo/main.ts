import fs from 'node:fs/promises';
import path from 'node:path';
import { CHAIN_IDS } from '@incasso/shared/chains';
import { buildApp } from '#server/app.ts';
import { ConfigError, loadConfig, type Config } from '#server/config.ts';
import { openPglite } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { serve } from '#server/serve.ts';
import { startDemoChains, type DemoChains } from './demo-chains.ts';
import { describeDemo, type DemoFile } from './demo-file.ts';
import { createDemoPayer, demoPayerPrivateKey } from './demo-payer.ts';
import { demoRoutes } from './demo.routes.ts';
import { seedDemo } from './demo-seed.ts';

// `npm run demo`: Incasso fully offline. One anvil per chain with its real chain id and test
// tokens of the real decimals, the fixed price source, a seeded merchant and admin, and a
// "Simulate payment" route. PORT and DATA_DIR as for `npm start`; the demo's database lives in
// DATA_DIR/demo and is wiped at every start (the chains are new each time, so old payments
// and cursors would point at blocks that no longer exist). demo.json in DATA_DIR says how to
// sign in and reach the chains.

// Until the server takes signals over, Ctrl+C just exits: the anvils die with the process.
const exitAtOnce = () => process.exit(130);

async function main() {
  process.once('SIGINT', exitAtOnce);
  process.once('SIGTERM', exitAtOnce);
  const base = loadConfig();
  const dataDir = path.join(base.dataDir, 'demo');
  await fs.rm(dataDir, { recursive: true, force: true });
  const config: Config = {
    ...base,
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    priceProviders: ['fixed'],
    role: 'all',
  };

  console.info('Starting one anvil per chain and deploying the test tokens…');
  const chains = await startDemoChains(
    Object.fromEntries(CHAIN_IDS.map((chain) => [chain, base.chains[chain].rpcUrls])),
  );
  const database = await openPglite(dataDir);
  const shutDown = async () => {
    await database.close();
    await chains.stop();
  };
  try {
    await migrateDatabase(database);
    const built = await buildApp(config, { database, registry: chains.registry });
    const { app, modules } = built;
    const pay = createDemoPayer(chains);
    await app.register(demoRoutes, { prefix: '/api', payments: modules.payments.payments, pay });
    const accounts = await seedDemo({
      modules,
      db: database.db,
      registry: chains.registry,
      chains,
      pay,
    });
    process.off('SIGINT', exitAtOnce);
    process.off('SIGTERM', exitAtOnce);
    await serve(built, config, shutDown);
    const file = describeDemo({ url: config.publicUrl, accounts, chains });
    await writeDemoFile(base.dataDir, { ...file, payerPrivateKey: demoPayerPrivateKey(chains) });
    printWelcome(file, path.join(base.dataDir, 'demo.json'), chains);
  } catch (error) {
    await shutDown();
    throw error;
  }
}

async function writeDemoFile(dir: string, file: DemoFile) {
  await fs.mkdir(dir, { recursive: true });
  // Written aside and renamed: scripts poll for demo.json and must never read half of it.
  const partial = path.join(dir, `.demo.json.${process.pid}`);
  await fs.writeFile(partial, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(partial, path.join(dir, 'demo.json'));
}

function printWelcome(
  file: Omit<DemoFile, 'payerPrivateKey'>,
  filePath: string,
  chains: DemoChains,
) {
  const { merchant, admin } = file.accounts;
  const lines = [
    '',
    `Incasso demo: ${file.url}`,
    `  merchant  ${merchant.email}  ${merchant.password}`,
    `  admin     ${admin.email}  ${admin.password}`,
    ...Object.entries(file.chains).map(
      ([id, chain]) =>
        `  ${id.padEnd(9)} chain id ${String(chain.chainId).padEnd(4)} ${chain.rpcUrl}  (${chain.confirmations} confirmations)`,
    ),
    `  payer     ${chains.payer} (its key is in ${filePath})`,
    '  Simulate a payment: POST /api/demo/pay/<payment id> as the merchant, or pay from the payer.',
    '  Stop with Ctrl+C: the chains stop too.',
    '',
  ];
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
