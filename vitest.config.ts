import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Five projects: `unit` (pure code, no database or network), `web` and `web-mocks` (React
// components in jsdom; the second for the files that mock modules), `integration` (server routes
// and services on a real database, chain tests on anvil) and `scale` (`npm run test:scale`: real
// processes behind HAProxy on PostgreSQL and Redis).
// Integration files are named *.routes.test.ts or *.integration.test.ts, scale ones *.scale.test.ts.
const integrationFiles = [
  'apps/server/**/*.routes.test.ts',
  'apps/server/**/*.integration.test.ts',
];
const scaleFiles = ['apps/server/**/*.scale.test.ts'];

const webRoot = fileURLToPath(new URL('./apps/web/', import.meta.url));
/** The web test files that call `vi.mock`, relative to the web app (as its projects' globs). */
const webFilesMockingModules = globSync('src/**/*.test.{ts,tsx}', { cwd: webRoot }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(`${webRoot}${file}`, 'utf8')),
);
// Vitest's default (cores − 1) gives CI's two cores one worker; two keep both busy for the
// unit and web files, which compute (decision note 063). Integration files wait instead.
const computeWorkers = Math.max(2, availableParallelism() - 1);
const web = {
  root: './apps/web',
  // A project that extends the web app's Vite config does not inherit the root's workers.
  maxWorkers: computeWorkers,
  environment: 'jsdom',
  // Typing a whole form with userEvent in jsdom takes seconds on a busy two-core machine; a
  // slow run is not a failure (times are measured in bench/, not here).
  testTimeout: 15_000,
  setupFiles: ['./vitest.setup.ts'],
} as const;

export default defineConfig({
  test: {
    maxWorkers: computeWorkers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: [...integrationFiles, ...scaleFiles],
          environment: 'node',
          // Server and shared tests mock no module and keep no global state: one process per
          // worker imports the code once instead of once per file (decision note 063).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: integrationFiles,
          environment: 'node',
          // Integration files mostly wait on timers, anvil, child servers and PostgreSQL: a third
          // worker on two cores fills that time (265 s against 323 s with two, decision 063).
          // A worker count of its own needs a group of its own; it runs in its own step anyway.
          maxWorkers: Math.max(3, availableParallelism() - 1),
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // As for `unit`: importing the app and its dependencies again for each of ~90 files
          // cost a fifth of the integration run. Each file still builds its own app on its own
          // database, so files share no data.
          isolate: false,
        },
      },
      {
        test: {
          name: 'scale',
          include: scaleFiles,
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          ...web,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webFilesMockingModules,
          // One module graph and one jsdom per worker: set up again for each of ~100 files they
          // took three quarters of the web run (193 s against 51 s, decision note 104). The
          // setup file resets the app's global stores after every test.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          ...web,
          name: 'web-mocks',
          // A module mock applies to a fresh module graph only: in a shared one, a file
          // imported earlier by another test file keeps the real module.
          include: webFilesMockingModules,
        },
      },
    ],
  },
});
