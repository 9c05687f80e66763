import { readFileSync } from 'node:fs';
import { LOCALES } from '@portal/i18n/locale';
import { loadMessages, MESSAGE_AREAS } from '@portal/i18n/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../../test/member-fixtures.ts';
import { startTestApp, XHR, type TestApp } from '../../test/test-app.ts';
import { validationText } from '#http/problem-answer.ts';

/** Every language's message ids, all areas together, as a screen holds them once loaded. */
async function catalogIds(): Promise<Record<string, Set<string>>> {
  const byLocale: Record<string, Set<string>> = {};
  for (const locale of LOCALES) {
    const areas = await Promise.all(MESSAGE_AREAS.map((area) => loadMessages(locale, area)));
    byLocale[locale] = new Set(areas.flatMap((area) => Object.keys(area)));
  }
  return byLocale;
}

const localesMissing = (ids: Record<string, Set<string>>, key: string) =>
  LOCALES.filter((locale) => !ids[locale]?.has(key));

/** The Ajv keywords that can fail a request, as they may appear in the contract. */
const AJV_KEYWORDS = [
  'required',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'enum',
  'const',
  'oneOf',
  'anyOf',
];

describe('the member’s message for a contract-schema failure', () => {
  const contract = readFileSync(
    new URL('../../../../openapi/portal.yaml', import.meta.url),
    'utf8',
  );
  const used = AJV_KEYWORDS.filter((keyword) => new RegExp(`^\\s*${keyword}:`, 'm').test(contract));

  it('finds the keywords the contract uses', () => {
    expect(used).toEqual(expect.arrayContaining(['required', 'format', 'pattern', 'oneOf']));
  });

  it('gives every keyword the contract uses its own message, in all four languages', async () => {
    const ids = await catalogIds();
    const answers = used.map((keyword) => {
      const { key } = validationText({
        keyword,
        instancePath: '/x',
        params: { limit: 5, format: 'email' },
      });
      return { keyword, key, missing: localesMissing(ids, key) };
    });
    expect(answers.filter(({ key }) => key === 'problem.field.invalid')).toEqual([]);
    expect(answers.filter(({ missing }) => missing.length > 0)).toEqual([]);
  });

  it('passes the bound or the format to the message', () => {
    const issue = (keyword: string, params: Record<string, unknown>) =>
      validationText({ keyword, instancePath: '/x', params });
    expect(issue('format', { format: 'email' })).toEqual({
      key: 'problem.field.format',
      values: { format: 'email' },
    });
    expect(issue('minLength', { limit: 8 })).toEqual({
      key: 'problem.field.tooShort',
      values: { min: 8 },
    });
    expect(issue('minLength', { limit: 1 })).toEqual({
      key: 'problem.field.required',
      values: {},
    });
    expect(issue('maxLength', { limit: 100 })).toEqual({
      key: 'problem.field.tooLong',
      values: { max: 100 },
    });
    expect(issue('maxItems', { limit: 50 })).toEqual({
      key: 'problem.field.tooMany',
      values: { max: 50 },
    });
  });

  it('falls back to a generic message for a keyword it does not know', () => {
    expect(validationText({ keyword: 'type', instancePath: '/x', params: {} }).key).toBe(
      'problem.field.invalid',
    );
  });
});

describe('a request the contract refuses', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.close());

  it('answers a bad email with the field and a catalog text, keeping the English detail', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/Registration/IsEmailAvailable?email=not-an-email&webpage=x',
      headers: XHR,
    });
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem).toMatchObject({
      code: 'invalid_field',
      field: 'email',
      detail: 'email is not a valid email',
      text: { key: 'problem.field.format', values: { format: 'email' } },
    });
    expect(localesMissing(await catalogIds(), problem.text.key)).toEqual([]);
  });

  it('answers an SMS code that is not six digits with a catalog text', async () => {
    const { call } = await newMember(api);
    const response = await call('POST', '/api/verification/verifysms?code=12ab');
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem).toMatchObject({
      code: 'invalid_field',
      field: 'code',
      text: { key: 'problem.field.pattern', values: {} },
    });
    expect(localesMissing(await catalogIds(), problem.text.key)).toEqual([]);
  });
});
