import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const BOOT_SOURCE = readFileSync(new URL('./boot.js', import.meta.url), 'utf8');
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html asks for boot.js alone, which loads the app's entry (and preloads what it
 * imports) after the page has shown, instead of a module script and modulepreloads in the head
 * that compete with the stylesheets and the first image on a slow connection. Build only: the
 * dev server serves the app as it is.
 */
export function loadAppAfterPaint(): Plugin {
  const hash = createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 8);
  const bootFile = `assets/boot-${hash}.js`;
  return {
    name: 'pitstop:load-app-after-paint',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      this.emitFile({ type: 'asset', fileName: bootFile, source: BOOT_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('the built index.html has no module script to defer');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(
            ENTRY_SCRIPT,
            `<script type="module" crossorigin src="/${bootFile}" data-app="${entry}" data-preload="${preloads.join(' ')}"></script>`,
          );
      },
    },
  };
}
