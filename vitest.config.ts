import { defineConfig } from 'vitest/config';

// Four projects: `unit` (pure code, no database or network), `web` (React components in jsdom),
// `integration` (server routes and services on a real database, chain tests on anvil) and
// `scale` (`npm run test:scale`: real processes behind HAProxy on PostgreSQL and Redis).
// Integration files are named *.routes.test.ts or *.integration.test.ts, scale ones *.scale.test.ts.
const integrationFiles = [
  'apps/server/**/*.routes.test.ts',
  'apps/server/**/*.integration.test.ts',
];
const scaleFiles = ['apps/server/**/*.scale.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: [...integrationFiles, ...scaleFiles],
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
