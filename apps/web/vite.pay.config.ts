import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The hosted pay page (decision note 038), built apart from the SPA:
// - `vite build -c vite.pay.config.ts`: the island's client entry into dist/assets, with a
//   manifest the server reads to link it. React DOM alone is 68 KB gzip, over the page's 60 KB
//   budget, so Preact's compatibility layer stands in for React in this bundle only.
// - `... --ssr`: the server entry into dist/ssr, with React itself (react-dom/server).
const preact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export const PAY_PAGE_MANIFEST = '.vite/pay-page-manifest.json';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [react()],
        // The browser's files (favicon...) are the client builds'; this one is for the server.
        publicDir: false,
        // Workspace packages are TypeScript sources: bundled, so dist/ssr runs on plain Node.
        ssr: { noExternal: [/^@incasso\//] },
        build: {
          outDir: 'dist/ssr',
          emptyOutDir: true,
          sourcemap: false,
          rollupOptions: {
            input: 'src/pay-page.server.tsx',
            output: { entryFileNames: '[name].js' },
          },
        },
      }
    : {
        plugins: [react(), tailwindcss()],
        resolve: { alias: preact },
        build: {
          outDir: 'dist',
          // The SPA was built into dist first; this build only adds its files.
          emptyOutDir: false,
          sourcemap: false,
          manifest: PAY_PAGE_MANIFEST,
          rollupOptions: { input: 'src/pay-page.tsx' },
        },
      },
);
