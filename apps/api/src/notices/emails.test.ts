import { describe, expect, it } from 'vitest';
import { findBrand } from '#brands/brand-registry.ts';
import { composeEmail, type EmailTemplate, type Language } from '#notices/email-layout.ts';
import { emailVerificationEmail } from '#notices/email-verification-email.ts';
import { loginGuardEmail } from '#notices/login-guard-email.ts';
import { passwordResetEmail } from '#notices/password-reset-email.ts';
import { welcomeEmail } from '#notices/welcome-email.ts';
import { emailLintProblems } from '../../test/email-lint.ts';

const brand = findBrand('harbour-mail');
if (!brand) throw new Error('harbour-mail is not registered');
const LANGUAGES: Language[] = ['en', 'jp', 'zh-CN', 'zh-TW'];
const LINK = 'http://localhost:3000/somewhere?q=abc&email=a%40b.test';

const kinds: [string, EmailTemplate<never>, object][] = [
  ['login guard', loginGuardEmail, { code: '048213', link: LINK, minutes: 10 }],
  ['email verification', emailVerificationEmail, { link: LINK, minutes: 10 }],
  ['password reset', passwordResetEmail, { link: LINK, minutes: 60 }],
  ['welcome', welcomeEmail, { userCode: 'HM482913', addresses: ['Alex Chen\nSuite HM482913'] }],
];

describe.each(kinds)('the %s email', (_kind, template, values) => {
  const compose = (language: Language) =>
    composeEmail(
      brand,
      {
        email: 'a@b.test',
        firstName: 'Alex',
        lastName: 'Chen',
        language,
        timeZone: 'Australia/Sydney',
      },
      template,
      values as never,
    );

  it('exists in all four languages, each its own translation, all naming the brand', () => {
    const emails = LANGUAGES.map(compose);
    expect(new Set(emails.map((email) => email.subject)).size).toBe(4);
    for (const [index, email] of emails.entries()) {
      expect(email.subject).toContain('Harbour Mail');
      // Japanese greets the family name, as Japanese letters do; the others the given name.
      expect(email.text).toContain(LANGUAGES[index] === 'jp' ? 'Chen 様' : 'Alex');
      expect(email.webpage).toBe('harbour-mail');
      expect(email.to).toBe('a@b.test');
    }
  });

  it('has a plain-text part and HTML that passes the email lint, in every language', async () => {
    for (const language of LANGUAGES) {
      expect(await emailLintProblems(compose(language)), language).toEqual([]);
    }
  });

  it('carries its values into the text and lists its links', () => {
    for (const language of LANGUAGES) {
      const email = compose(language);
      for (const value of Object.values(values).flat()) {
        expect(email.text, language).toContain(String(value));
      }
      const links = 'link' in values ? [LINK] : [];
      expect(email.links).toEqual(links);
    }
  });
});

describe('composeEmail', () => {
  it('escapes what the member typed in the HTML and makes links clickable', () => {
    const email = composeEmail(
      brand,
      {
        email: 'a@b.test',
        firstName: 'Alex',
        lastName: '<Al & "ex">',
        language: 'jp',
        timeZone: 'Asia/Tokyo',
      },
      passwordResetEmail,
      { link: LINK, minutes: 60 },
    );
    expect(email.html).toContain('<html lang="ja">');
    expect(email.html).toContain('&lt;Al &amp; &quot;ex&quot;&gt; 様');
    expect(email.html).not.toContain('<Al');
    expect(email.html).toContain(`<a href="${LINK.replace('&', '&amp;')}"`);
    expect(email.text).toContain('<Al & "ex"> 様');
  });
});
