import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Web features never import each other (STYLE: shared → components/lib → features → app):
// one zone per feature, built from the folder list so a new feature is covered at once.
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move shared parts to components/ or lib/.',
}));

// Server modules are entered through their module file only (decision note 065): one zone per
// module, built from the folder list, plus who owns each table (db/table-owners.json).
const serverSrc = './apps/server/src';
const serverModules = fs
  .readdirSync(new URL(`${serverSrc}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleDoorZones = serverModules.map((module) => ({
  target: `${serverSrc}/modules/${module}`,
  from: `${serverSrc}/modules`,
  except: [
    `./${module}`,
    './app-module.ts',
    './reactions.ts',
    ...serverModules
      .filter((other) => other !== module)
      .map((other) => `./${other}/${other}.module.ts`),
  ],
  message:
    'Another module is entered only through its <module>.module.ts: re-export what you need there.',
}));
const compositionRootZone = {
  target: [`${serverSrc}/app.ts`],
  from: `${serverSrc}/modules`,
  except: [
    './app-module.ts',
    './reactions.ts',
    './mount-modules.ts',
    ...serverModules.map((m) => `./${m}/${m}.module.ts`),
  ],
  message: 'The app composes modules through their <module>.module.ts.',
};
const infrastructureZone = {
  target: ['plugins', 'lib', 'db', 'events', 'jobs', 'realtime', 'config.ts', 'http-server.ts'].map(
    (entry) => `${serverSrc}/${entry}`,
  ),
  from: `${serverSrc}/modules`,
  message: 'Infrastructure never imports a module: take what you need as an argument (a port).',
};
const { tables: tableOwners } = JSON.parse(
  fs.readFileSync(new URL(`${serverSrc}/db/table-owners.json`, import.meta.url), 'utf8'),
);
const tableFiles = fs
  .readdirSync(new URL(`${serverSrc}/db/schema`, import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'));
for (const file of tableFiles) {
  if (!tableOwners[file]) {
    throw new Error(`apps/server/src/db/schema/${file} has no owner in db/table-owners.json.`);
  }
}
/** Every file or folder under src except the allowed ones and db/ (tables reference each other). */
function areasOutside(allowed, dir = '') {
  return fs
    .readdirSync(new URL(`${serverSrc}/${dir}`, import.meta.url), { withFileTypes: true })
    .flatMap((entry) => {
      const place = dir ? `${dir}/${entry.name}` : entry.name;
      if (place === 'db' || allowed.includes(place)) return [];
      if (allowed.some((path) => path.startsWith(`${place}/`))) return areasOutside(allowed, place);
      return [`${serverSrc}/${place}`];
    });
}
const tableZones = [
  ...tableFiles.map((file) => {
    const { owner, readers = {} } = tableOwners[file];
    return {
      target: areasOutside([owner, ...Object.keys(readers)]),
      from: `${serverSrc}/db/schema/${file}`,
      message: `Only ${owner} reads or writes this table (db/table-owners.json): ask its service.`,
    };
  }),
  {
    target: `${serverSrc}/modules`,
    from: `${serverSrc}/db/schema/index.ts`,
    message: 'Import the one table file your module owns, not the schema barrel.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // No import cycles anywhere: they make modules half-initialised at start-up.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/shared/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@incasso/server*', '#server/*', '#test/*/../**'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/i18n'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message:
                'components/, lib/ and i18n/ are shared: they never import a feature or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import the app: the app composes them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests are left out: they seed and inspect through whatever they test.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...moduleDoorZones, compositionRootZone, infrastructureZone, ...tableZones],
        },
      ],
    },
  },
  {
    // Inside the owning module a table's values (the query builder) stay in *.repository.ts;
    // services and presenters may use its row types.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/db/schema/*', '**/db/schema/*'],
              allowTypeImports: true,
              message:
                'Only a *.repository.ts queries tables; import row types with `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@incasso/server*', '@incasso/web*'],
              message: 'shared imports nothing from apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
