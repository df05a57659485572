import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadAppAfterPaint } from './vite-plugins/load-app-after-paint';
import { preloadDisplayFonts } from './vite-plugins/preload-display-fonts';

// The gateway serves the API on :3000 in development; the dev server forwards to it so the app
// always talks to its own origin (cookies and the CSP's connect-src 'self' then just work).
const API_TARGET = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), loadAppAfterPaint(), preloadDisplayFonts()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/health': { target: API_TARGET, changeOrigin: false },
    },
  },
  // The server entry (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`) bundles what it
  // imports: the gateway loads it with Node alone, and antd's ES modules do not load in Node
  // unbundled. docs/architecture.md, Public pages.
  ssr: { noExternal: true },
  // Bundled, React and antd read NODE_ENV when the gateway loads them: production code (and
  // antd's production class names, which the browser's build uses) whatever the gateway's env.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    target: 'es2022',
    // The public files are the browser build's to serve (dist/), not the server entry's.
    copyPublicDir: !isSsrBuild,
    // scripts/report-bundle-size.mjs reads the manifest to measure what the home page loads first.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What every page needs first in four chunks: React, antd, the other libraries and the
        // app. Without groups, modules shared by the home page and the lazy pages are split into
        // many small first-load chunks, which cost more (each is compressed alone) and add
        // requests. Four, not one: boot.js evaluates them one task each, and one task for all
        // of it was the longest of every page's load (docs/benchmarks.md, "The app's code in
        // four tasks"). Lazy pages still get their own chunks. The server entry is one file:
        // Node loads it once, and the tests' module loader cannot follow its chunks.
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                {
                  name: 'react',
                  test: /node_modules\/(react|react-dom|scheduler)\//,
                  tags: ['$initial'],
                  priority: 4,
                },
                {
                  name: 'antd',
                  test: /node_modules\/(antd|@ant-design|@rc-component)\//,
                  tags: ['$initial'],
                  priority: 3,
                },
                { name: 'libs', test: /node_modules/, tags: ['$initial'], priority: 2 },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
      },
    },
  },
}));
