import type { Plugin } from 'vite';

/**
 * The display face's files the first view draws with (@fontsource/barlow-condensed's files,
 * declared in src/styles/fonts.css): 800 italic (the logo, the hero) and 700 (headings, buttons).
 * 600 comes later.
 */
const DISPLAY_FONT = /^assets\/barlow-condensed-latin-(800-italic|700-normal)-[\w-]+\.woff2$/;

/**
 * The built index.html preloads the display face, which the logo, the headings and the hero
 * draw with. Found through the stylesheet, the fonts were asked for only once the page was laid
 * out, arrived after the first paint, and the swap from the fallback face moved everything
 * below the headings (Lighthouse CLS 0.27 on /, 0.18 on /search). Asked for with the
 * stylesheets, they are there for the first paint. Build only.
 */
export function preloadDisplayFonts(): Plugin {
  return {
    name: 'pitstop:preload-display-fonts',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const fonts = Object.keys(bundle ?? {})
          .filter((file) => DISPLAY_FONT.test(file))
          .sort();
        if (fonts.length !== 2) throw new Error(`expected two display fonts to preload: ${fonts}`);
        return {
          html,
          tags: fonts.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}
