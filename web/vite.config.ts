import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves the API on :3000 in development; the dev server forwards to it so the app
// always talks to its own origin (cookies and the CSP's connect-src 'self' then just work).
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/health': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // scripts/report-bundle-size.mjs reads the manifest to measure what the home page loads first.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the home page needs in one chunk: without this, modules shared by the home
        // page and the lazy pages are split into several small first-load chunks, which cost
        // more (each is gzipped alone) and add requests. Lazy pages still get their own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
