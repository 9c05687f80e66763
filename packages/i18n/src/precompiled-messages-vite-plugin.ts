import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]i18n[\\/]src[\\/]messages[\\/].+\.json$/;

/**
 * Parses the message catalogs when the brand app is built, so the browser receives ready message
 * trees and react-intl runs without its ICU parser (about 7 KB gzipped off every first load).
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const catalog = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(catalog).map(([key, text]) => [key, parse(text)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** With every catalog parsed at build time, the parser itself need not ship. */
export const withoutMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
