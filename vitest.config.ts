import { defineConfig } from 'vitest/config';

// Three projects: `unit` (pure code, no database or network), `web` (React components in jsdom)
// and `integration` (server routes and services on a real database, chain tests on anvil).
// Integration files are named *.routes.test.ts or *.integration.test.ts.
const integrationFiles = [
  'apps/server/**/*.routes.test.ts',
  'apps/server/**/*.integration.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: integrationFiles,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: integrationFiles,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
