import { describe, expect, it } from 'vitest';
import { findBrand } from '#brands/brand-registry.ts';
import {
  emailChangeNoticeEmail,
  emailChangeVerifyEmail,
  passwordChangedEmail,
} from '#notices/account-security-emails.ts';
import { composeEmail, type Language } from '#notices/email-layout.ts';
import type { EmailMessage } from '#platform/messages/messages.ts';
import { emailLintProblems } from '../../test/email-lint.ts';

const brand = findBrand('harbour-mail');
if (!brand) throw new Error('harbour-mail is not registered');
const LANGUAGES: Language[] = ['en', 'jp', 'zh-CN', 'zh-TW'];
const LINK = 'http://localhost:3000/UndoEmailChange?q=abc';

const to = (language: Language) => ({
  email: 'a@b.test',
  firstName: 'Alex',
  lastName: 'Chen',
  language,
  timeZone: 'Australia/Sydney',
});

/** Each email, composed in a language, and the words of its values the member must see. */
const emails: [string, (language: Language) => EmailMessage, string[]][] = [
  [
    'email change verification',
    (language) =>
      composeEmail(brand, to(language), emailChangeVerifyEmail, { link: LINK, minutes: 10 }),
    ['10'],
  ],
  [
    'email change notice',
    (language) =>
      composeEmail(brand, to(language), emailChangeNoticeEmail, {
        link: LINK,
        newEmail: 'intruder@attacker.test',
        days: 7,
      }),
    ['intruder@attacker.test', '7'],
  ],
  [
    'password change notice',
    (language) => composeEmail(brand, to(language), passwordChangedEmail, { link: LINK }),
    [],
  ],
];

describe.each(emails)('the %s', (_name, compose, shown) => {
  it('is its own translation in each language, names the brand, and carries its link', async () => {
    const composed = LANGUAGES.map(compose);
    expect(new Set(composed.map((email) => email.subject)).size).toBe(4);
    for (const [index, email] of composed.entries()) {
      const language = LANGUAGES[index];
      expect(email.subject, language).toContain('Harbour Mail');
      expect(email.links, language).toEqual([LINK]);
      for (const word of shown) expect(email.text, language).toContain(word);
      expect(email.text, language).not.toMatch(/undefined|null|NaN|\$\{|\{\w+\}/);
      expect(await emailLintProblems(email), language).toEqual([]);
    }
    expect(composed[1]?.subject).toMatch(/^【Harbour Mail】/);
  });
});
