import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundaries of decision note 065, checked by linting probe files that break each one: a
// rule that stopped matching (a renamed folder, a zone built from the wrong list) fails here.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let eslint: ESLint;
beforeAll(async () => {
  // The cycle check walks the whole import graph and is not what these probes are about.
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
  });
  // The first lint loads the config, the parser and the TypeScript resolver: seconds, once.
  await boundaryErrors('modules/pos/probe.ts', "import './pos.module.ts';");
}, 60_000);

/** The boundary errors of `code` linted as if it were the file at `path` (from apps/server/src). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/server/src/${path}` });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'import-x/no-restricted-paths' ||
        message.ruleId === '@typescript-eslint/no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('server module doors', () => {
  it("refuses a module importing another module's service, repository or routes", async () => {
    const errors = await boundaryErrors(
      'modules/pos/probe.ts',
      [
        "import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';",
        "import { createWalletsRepository } from '#server/modules/wallets/wallets.repository.ts';",
        'export const probe: [NotificationsService | null, unknown] = [null, createWalletsRepository];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('entered only through its <module>.module.ts');
  });

  it("lets a module import another's module file and its own files", async () => {
    const errors = await boundaryErrors(
      'modules/pos/probe.ts',
      [
        "import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';",
        "import { createPosRepository } from './pos.repository.ts';",
        'export const probe: [NotificationsService | null, unknown] = [null, createPosRepository];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses the composition root reaching past a module file', async () => {
    const errors = await boundaryErrors(
      'app.ts',
      "export { createPaymentsRepository } from './modules/payments/requests/payments.repository.ts';",
    );
    expect(errors).toHaveLength(1);
  });

  it.each(['plugins', 'lib', 'db', 'events', 'jobs', 'realtime'])(
    'refuses %s/ importing a module',
    async (folder) => {
      const errors = await boundaryErrors(
        `${folder}/probe.ts`,
        "export type { SessionsService } from '#server/modules/accounts/accounts.module.ts';",
      );
      expect(errors).toEqual([expect.stringContaining('Infrastructure never imports a module')]);
    },
  );

  it('refuses config.ts importing a module', async () => {
    const errors = await boundaryErrors(
      'config.ts',
      "export type { PosModule } from '#server/modules/pos/pos.module.ts';",
    );
    expect(errors).toHaveLength(1);
  });
});

describe('table owners', () => {
  it("refuses a module importing another module's table, even for a row type", async () => {
    const errors = await boundaryErrors(
      'modules/pos/pos.repository.ts',
      "export type { WalletRow } from '#server/db/schema/wallets.ts';",
    );
    expect(errors).toEqual([expect.stringContaining('Only modules/wallets reads or writes')]);
  });

  it('refuses the schema barrel in a module', async () => {
    const errors = await boundaryErrors(
      'modules/pos/pos.repository.ts',
      "export { products } from '#server/db/schema/index.ts';",
    );
    expect(errors).toEqual([expect.stringContaining('not the schema barrel')]);
  });

  it("keeps a table's query builder in the owning module's repositories", async () => {
    const inService = await boundaryErrors(
      'modules/pos/products.service.ts',
      "export { products } from '#server/db/schema/pos.ts';",
    );
    expect(inService).toEqual([expect.stringContaining('Only a *.repository.ts queries tables')]);

    const rowTypeInService = await boundaryErrors(
      'modules/pos/products.service.ts',
      "export type { ProductRow } from '#server/db/schema/pos.ts';",
    );
    expect(rowTypeInService).toEqual([]);

    const inRepository = await boundaryErrors(
      'modules/pos/products.repository.ts',
      "export { products } from '#server/db/schema/pos.ts';",
    );
    expect(inRepository).toEqual([]);
  });

  it('lets a listed reader read a table it does not own, and nobody next to it', async () => {
    const code = "export { plans } from '#server/db/schema/plans.ts';";
    expect(await boundaryErrors('modules/accounts/sessions/sessions.repository.ts', code)).toEqual(
      [],
    );
    expect(await boundaryErrors('modules/accounts/users/users.repository.ts', code)).toHaveLength(
      1,
    );
  });

  it('refuses infrastructure reading a module table', async () => {
    const errors = await boundaryErrors(
      'events/probe.ts',
      "export type { PaymentRow } from '#server/db/schema/payments.ts';",
    );
    expect(errors).toEqual([expect.stringContaining('Only modules/payments')]);
  });
});
