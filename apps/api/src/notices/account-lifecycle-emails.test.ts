import { describe, expect, it } from 'vitest';
import { findBrand } from '#brands/brand-registry.ts';
import {
  accountLifecycleEmails,
  type LifecycleEmailValues,
} from '#notices/account-lifecycle-emails.ts';
import { composeEmail, type Language } from '#notices/email-layout.ts';
import { emailLintProblems } from '../../test/email-lint.ts';

const brand = findBrand('harbour-mail');
if (!brand) throw new Error('harbour-mail is not registered');
const LANGUAGES: Language[] = ['en', 'jp', 'zh-CN', 'zh-TW'];
const LINK = 'http://localhost:3000/Settings/Transactions?q=abc&email=a%40b.test';

type Kind = keyof typeof accountLifecycleEmails;
type Shown = 'planName' | 'balance' | 'link' | 'noticeEndsOn';

/** 26 December 2026, a billing day, as its UTC midnight. */
const DEC_26 = Date.UTC(2026, 11, 26);

/** How each language writes the values the tests give: dollars say they are Australian. */
const SHOWN: Record<Language, Record<string, string>> = {
  en: { '12.5': '$12.50', '-3': '-$3.00', '0': '$0.00', [DEC_26]: '26/12/2026' },
  jp: { '12.5': 'A$12.50', '-3': '-A$3.00', '0': 'A$0.00', [DEC_26]: '2026/12/26' },
  'zh-CN': { '12.5': 'AU$12.50', '-3': '-AU$3.00', '0': 'AU$0.00', [DEC_26]: '2026/12/26' },
  'zh-TW': { '12.5': 'AU$12.50', '-3': '-AU$3.00', '0': 'AU$0.00', [DEC_26]: '2026/12/26' },
};
const shownIn = (language: Language, value: string | number | null) =>
  typeof value === 'number' ? SHOWN[language][String(value)]! : String(value);

const VALUES: LifecycleEmailValues = {
  planName: 'Mail Plus',
  balance: 12.5,
  link: LINK,
  noticeEndsOn: null,
  heldMail: null,
};

/** Each email with the values its caller would give and those the member must see in it. */
const kinds: [Kind, Partial<LifecycleEmailValues>, Shown[]][] = [
  ['planChanged', {}, ['planName', 'link']],
  ['paused', {}, ['link']],
  ['unpaused', {}, ['planName', 'link']],
  ['locked', { balance: -3 }, ['balance', 'link']],
  ['unlocked', { balance: 0 }, ['balance']],
  ['scanningStopped', { balance: -3 }, ['balance', 'link']],
  ['paymentRequired', {}, ['link']],
  [
    'closeRequested',
    { noticeEndsOn: DEC_26, heldMail: 'shred' },
    ['noticeEndsOn', 'balance', 'link'],
  ],
  ['closeWithdrawn', {}, ['planName']],
  ['closed', { heldMail: 'returnToSender' }, []],
];

const compose = (kind: Kind, language: Language, values: Partial<LifecycleEmailValues> = {}) =>
  composeEmail(
    brand,
    {
      email: 'a@b.test',
      firstName: 'Alex',
      lastName: 'Chen',
      language,
      timeZone: 'Australia/Sydney',
    },
    accountLifecycleEmails[kind],
    { ...VALUES, ...values },
  );

/** What a template must never print: a value it was not given, or a placeholder left unfilled. */
const LEFTOVERS = /undefined|null|NaN|\$\{|\[object|\{\w+\}/;

it('has a template for every lifecycle email not sent elsewhere', () => {
  expect(Object.keys(accountLifecycleEmails).sort()).toEqual(kinds.map(([kind]) => kind).sort());
});

describe.each(kinds)('the %s email', (kind, given, shown) => {
  it('exists in all four languages, each its own translation, all naming the brand', async () => {
    const emails = LANGUAGES.map((language) => compose(kind, language, given));
    expect(new Set(emails.map((email) => email.subject)).size).toBe(4);
    for (const [index, email] of emails.entries()) {
      const language = LANGUAGES[index];
      expect(email.subject, language).toContain('Harbour Mail');
      expect(email.text, language).toContain(language === 'jp' ? 'Chen 様' : 'Alex');
      expect(await emailLintProblems(email), language).toEqual([]);
    }
    // Japanese subjects open with the brand in 【】, as every other email of ours does.
    expect(emails[1]?.subject).toMatch(/^【Harbour Mail】/);
  });

  it('tells the member the values it is about, the link on its own line', () => {
    for (const language of LANGUAGES) {
      const email = compose(kind, language, given);
      const values = { ...VALUES, ...given };
      for (const name of shown) {
        expect(email.text, `${language} ${name}`).toContain(shownIn(language, values[name]));
      }
      expect(email.links, language).toEqual(shown.includes('link') ? [LINK] : []);
      if (shown.includes('link')) expect(email.html, language).toContain('<a href=');
    }
  });

  it('leaves no placeholder or missing value in its text, whatever the date and held-mail choice', () => {
    const choices: Partial<LifecycleEmailValues>[] = [
      { heldMail: 'shred' },
      { heldMail: 'returnToSender' },
      { noticeEndsOn: null, heldMail: null },
    ];
    const variants = choices.map((variant) => ({ ...given, ...variant }));
    for (const language of LANGUAGES) {
      for (const values of variants) {
        const email = compose(kind, language, values);
        expect(email.subject, language).not.toMatch(LEFTOVERS);
        expect(email.text, language).not.toMatch(LEFTOVERS);
      }
    }
  });
});

/** How each language says what staff do with held mail. */
const HELD_MAIL_WORDS: Record<Language, { shred: RegExp; returnToSender: RegExp }> = {
  en: { shred: /shredded/, returnToSender: /returned to sender/ },
  jp: { shred: /シュレッダー処理/, returnToSender: /差出人に返送/ },
  'zh-CN': { shred: /粉碎/, returnToSender: /退回寄件人/ },
  'zh-TW': { shred: /粉碎/, returnToSender: /退回寄件人/ },
};

describe.each(['closeRequested', 'closed'] as const)('the %s email on held mail', (kind) => {
  it('says the mail is shredded or returned to its sender, as the member chose', () => {
    for (const language of LANGUAGES) {
      const words = HELD_MAIL_WORDS[language];
      const values = { noticeEndsOn: DEC_26 };
      const shred = compose(kind, language, { ...values, heldMail: 'shred' }).text;
      const returned = compose(kind, language, { ...values, heldMail: 'returnToSender' }).text;
      expect(shred, language).toMatch(words.shred);
      expect(shred, language).not.toMatch(words.returnToSender);
      expect(returned, language).toMatch(words.returnToSender);
      expect(returned, language).not.toMatch(words.shred);
    }
  });
});

describe('the closeRequested email', () => {
  const values = { noticeEndsOn: DEC_26, heldMail: 'shred' } as const;

  it("puts the closing date in the subject, in the language's own date order", () => {
    for (const language of LANGUAGES) {
      expect(compose('closeRequested', language, values).subject, language).toContain(
        shownIn(language, DEC_26),
      );
    }
  });

  it('tells a member who did not ask for it to change their password', () => {
    const password: Record<Language, string> = {
      en: 'change your password',
      jp: 'パスワードを変更',
      'zh-CN': '修改密码',
      'zh-TW': '變更密碼',
    };
    for (const language of LANGUAGES) {
      expect(compose('closeRequested', language, values).text, language).toContain(
        password[language],
      );
    }
  });

  it('says where to withdraw the notice, and that credit is non-refundable but usable', () => {
    const where: Record<Language, RegExp> = {
      en: /Withdraw notice in Settings › Close Account[\s\S]*non-refundable|non-refundable[\s\S]*Withdraw notice in Settings › Close Account/,
      jp: /返金できません[\s\S]*設定 › アカウントの閉鎖/,
      'zh-CN': /不予退还[\s\S]*设置 › 关闭账户/,
      'zh-TW': /不予退還[\s\S]*設定 › 關閉帳戶/,
    };
    for (const language of LANGUAGES) {
      expect(compose('closeRequested', language, values).text, language).toMatch(where[language]);
    }
  });
});

describe('the locked and scanningStopped emails', () => {
  it('state the 14- and 90-day rules plainly, in every language', () => {
    for (const language of LANGUAGES) {
      const locked = compose('locked', language, { balance: -3 }).text;
      expect(locked, language).toContain('14');
      expect(locked, language).toContain('90');
      expect(compose('scanningStopped', language, { balance: -3 }).text, language).toContain('90');
    }
  });
});
