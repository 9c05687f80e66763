import type { Plugin } from 'vite';

/**
 * The shipped Latin face's file, which every page in every language renders (digits, names, the
 * brand): preloaded from index.html so it downloads beside the scripts instead of after them, since
 * the app draws no text before its script has run (decision 065). Other ranges and the mono face
 * load only on a page that renders them.
 */
const PRELOADED_FONT = /^assets\/source-sans-3-latin-wght-normal-[\w-]+\.woff2$/;

export function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // The dev server has no bundle: its fonts load as the page asks for them.
        if (!bundle) return [];
        const font = Object.keys(bundle).find((fileName) => PRELOADED_FONT.test(fileName));
        if (!font) throw new Error('the build has no shipped Latin font file to preload');
        return [
          {
            tag: 'link',
            // Fonts are fetched in CORS mode even from the same origin: without crossorigin the
            // preloaded copy would not be the one the stylesheet uses.
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
