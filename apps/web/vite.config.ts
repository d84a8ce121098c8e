import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // The pay page is rendered by the server (decision note 038), its island from the build.
      '/pay': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  // No source maps in the build: production serves none (issue 7).
  build: { outDir: 'dist', sourcemap: false },
});
