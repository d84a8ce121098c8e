import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The sign-in pages' build (decision note 093): `vite build -c vite.sign-in.config.ts`, after the
// full app's, adds sign-in.html and its chunks to dist; the server answers /login, /register,
// /forgot-password, /reset-password and /verify-email with it (SIGN_IN_PATHS). A merchant's
// first page then loads none of the signed-in app, and within the phone budget (issue 22, P5):
// - Preact's React compatibility layer stands in for React, as on the pay page (vite.pay.config.ts):
//   React DOM alone is about 60 KB gzip of the 100 KB /login may load;
// - the texts are the sign-in pages' namespaces only (src/i18n/resources.ts): the full app's
//   are 50 KB gzip for the two languages.
// Leaving the sign-in pages (signing in, a link to the API docs) loads the full app as a new page.
const preact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('src/lib/preact-react.ts', import.meta.url)),
  },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: preact },
  define: { 'import.meta.env.VITE_SIGN_IN_ONLY': JSON.stringify('1') },
  build: {
    outDir: 'dist',
    // The full app was built into dist first; this build only adds its files.
    emptyOutDir: false,
    sourcemap: false,
    rollupOptions: { input: 'sign-in.html' },
  },
});
