import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '#account/terms.ts';

const LANGUAGES = ['en', 'jp', 'zh-CN', 'zh-TW'] as const;

/** The terms as the terms screen shows them: every `terms.*` text of the members' catalogs. */
function termsTexts(): string {
  const texts = LANGUAGES.map((language) => {
    const catalog = JSON.parse(
      readFileSync(
        new URL(`../../../../packages/i18n/src/messages/members/${language}.json`, import.meta.url),
        'utf8',
      ),
    ) as Record<string, string>;
    return Object.entries(catalog)
      .filter(([key]) => key.startsWith('terms.'))
      .sort(([a], [b]) => (a < b ? -1 : 1));
  });
  return JSON.stringify(texts);
}

describe('the terms version', () => {
  it('names the terms texts it was set for', () => {
    // The texts changed? If in substance, set TERMS_VERSION to the day they change (every member
    // accepts them again, decision 082); either way, pin their new hash here.
    const hash = createHash('sha256').update(termsTexts()).digest('hex');
    expect({ [TERMS_VERSION]: hash }).toEqual({
      '2026-11-26': '5c6dbc69acc824cd8c464722fb51025e288b1a2c2e6aa5b2094c0f0b0d697b39',
    });
  });
});
