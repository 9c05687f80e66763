import { describe, expect, it } from 'vitest';
import {
  autoTopUpFailedEmail,
  creditExpiringEmail,
  receiptEmail,
  terminatedEmail,
  unpaidWarningEmail,
} from '#billing/billing-emails.ts';
import { findBrand } from '#brands/brand-registry.ts';
import { accountLifecycleEmails } from '#emails/account-lifecycle-emails.ts';
import {
  emailChangeNoticeEmail,
  emailChangeVerifyEmail,
  passwordChangedEmail,
} from '#emails/account-security-emails.ts';
import { composeEmail, type EmailTemplate, type Language } from '#emails/email-layout.ts';
import { emailText } from '#emails/email-text.ts';
import { emailVerificationEmail } from '#emails/email-verification-email.ts';
import { loginGuardEmail } from '#emails/login-guard-email.ts';
import { passwordResetEmail } from '#emails/password-reset-email.ts';
import { welcomeEmail } from '#emails/welcome-email.ts';
import { mailDigestEmail, newItemArrivedEmail } from '#mail-notices/mail-notice-emails.ts';

const brand = findBrand('harbour-mail');
if (!brand) throw new Error('harbour-mail is not registered');
const LANGUAGES: Language[] = ['en', 'jp', 'zh-CN', 'zh-TW'];
const LINK = 'http://localhost:3000/Members?q=abc';
/** 2026-11-24T22:00Z: already 25 November in Sydney and Tokyo. */
const NOV_24_22_00_UTC = Date.UTC(2026, 10, 24, 22);
/** A billing day, 26 December 2026, as its UTC midnight. */
const DEC_26 = Date.UTC(2026, 11, 26);
const TAX_INVOICE = {
  number: 'HM-000123',
  issuedAt: DEC_26,
  amount: 50,
  gst: 4.55,
  cardBrand: 'visa',
  last4: '4242',
  issuer: { legalName: 'Harbour Mail Services Pty Ltd', abn: '51 824 753 556' },
};

const ITEM = {
  parcel: false,
  sender: 'Harbour City Council',
  grams: 28,
  receivedAt: NOV_24_22_00_UTC,
  firstLines: ['Notice of works on Pier 4'],
};
const LIFECYCLE = {
  planName: 'Mail Plus',
  balance: -3,
  link: LINK,
  noticeEndsOn: DEC_26,
  heldMail: 'shred' as const,
};

/**
 * Every template with values a caller would give; the names, addresses, the sender's words and
 * the card network's reason are the member's or others' own text, left as they are.
 */
const TEMPLATES: [string, EmailTemplate<never>, object][] = [
  ['welcome', welcomeEmail, { userCode: 'HM482913', addresses: ['Alex Chen\nSuite HM482913'] }],
  ['welcome without addresses', welcomeEmail, { userCode: 'HM482913', addresses: [] }],
  ['password reset', passwordResetEmail, { link: LINK, minutes: 60 }],
  ['email verification', emailVerificationEmail, { link: LINK, minutes: 10 }],
  ['login guard', loginGuardEmail, { code: '048213', link: LINK, minutes: 10 }],
  ['email change verification', emailChangeVerifyEmail, { link: LINK, minutes: 10 }],
  ['email change notice', emailChangeNoticeEmail, { newEmail: 'new@b.test', link: LINK, days: 7 }],
  ['password changed', passwordChangedEmail, { link: LINK }],
  ...Object.entries(accountLifecycleEmails).map(
    ([kind, template]): [string, EmailTemplate<never>, object] => [kind, template, LIFECYCLE],
  ),
  [
    'closeRequested without a date',
    accountLifecycleEmails.closeRequested,
    { ...LIFECYCLE, noticeEndsOn: null, heldMail: null },
  ],
  ['credit expiring', creditExpiringEmail, { amount: 12.5, expiresOn: DEC_26, link: LINK }],
  [
    'unpaid warning',
    unpaidWarningEmail,
    { days: 7, balance: -3, amount: 20, scanningStops: DEC_26, closesOn: DEC_26, link: LINK },
  ],
  [
    'unpaid warning after scanning stopped',
    unpaidWarningEmail,
    { days: 30, balance: -3, amount: 20, scanningStops: DEC_26, closesOn: DEC_26, link: LINK },
  ],
  ['terminated', terminatedEmail, { days: 91, balance: -3 }],
  [
    'card receipt',
    receiptEmail,
    { ...TAX_INVOICE, amount: 20, gst: 1.82, balance: 17, autoTopUpBelow: null, link: LINK },
  ],
  [
    'auto top-up receipt of an unknown network',
    receiptEmail,
    { ...TAX_INVOICE, cardBrand: 'unknown', balance: 45, autoTopUpBelow: 10, link: LINK },
  ],
  [
    'PayPal receipt',
    receiptEmail,
    { ...TAX_INVOICE, cardBrand: null, last4: null, balance: 45, autoTopUpBelow: null, link: LINK },
  ],
  [
    'auto top-up failed',
    autoTopUpFailedEmail,
    { amount: 50, reason: 'Your card was declined.', retrying: true, link: LINK },
  ],
  ['new item', newItemArrivedEmail, { item: ITEM, thumbnail: true, link: LINK }],
  [
    'new item without sender',
    newItemArrivedEmail,
    { item: { ...ITEM, sender: '' }, thumbnail: false, link: LINK },
  ],
  ['digest', mailDigestEmail, { items: [ITEM, { ...ITEM, parcel: true }], link: LINK }],
];

/** Text no language translates: names, the brand, addresses, links, the card network's words. */
const OWN_WORDS = [
  'Harbour Mail Services Pty Ltd',
  'Harbour Mail',
  'Harbour City Council',
  'Notice of works on Pier 4',
  'Alex Chen\nSuite HM482913',
  'Alex',
  'Chen',
  'Your card was declined.',
  'Mail Plus',
  'PayPal',
  'Visa',
  'new@b.test',
  LINK,
];
/** An English word: two or more letters, at least one of them lower case (acronyms pass). */
const ENGLISH_WORD = /[A-Za-z]*[a-z][A-Za-z]*/g;

const compose = (template: EmailTemplate<never>, values: object, language: Language) =>
  composeEmail(
    brand,
    { email: 'a@b.test', firstName: 'Alex', lastName: 'Chen', language, timeZone: 'Asia/Tokyo' },
    template,
    values as never,
  );

describe.each(TEMPLATES)(
  'the %s email, rendered from the emails catalog',
  (_name, template, values) => {
    it.each(LANGUAGES)('in %s fills every message, with no placeholder or tag left', (language) => {
      const email = compose(template, values, language);
      for (const part of [email.subject, email.text]) {
        expect(part).not.toMatch(/[{}<>]|undefined|null|NaN|\[object/);
      }
      expect(email.html).not.toMatch(/[{}]|<b>|undefined|null|NaN|\[object/);
    });

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'in %s has no English word but names, the brand and links',
      (language) => {
        const email = compose(template, values, language);
        let text = `${email.subject}\n${email.text}`;
        for (const own of OWN_WORDS) text = text.replaceAll(own, '');
        const english = (text.match(ENGLISH_WORD) ?? []).filter((word) => word.length > 1);
        expect(english).toEqual([]);
      },
    );
  },
);

describe('dates and times in emails', () => {
  const arrival = (language: Language, timeZone: string) =>
    composeEmail(
      brand,
      { email: 'a@b.test', firstName: 'Alex', lastName: 'Chen', language, timeZone },
      newItemArrivedEmail,
      { item: ITEM, thumbnail: false, link: LINK },
    ).text;

  it("show an instant as the day and time in the member's time zone, the zone named", () => {
    expect(arrival('jp', 'Asia/Tokyo')).toContain('2026/11/25 07:00 JST');
    expect(arrival('en', 'Australia/Sydney')).toContain('25/11/2026 at 09:00 am AEDT');
    expect(arrival('zh-CN', 'Australia/Sydney')).toContain('2026/11/25');
    // The same instant is still the 24th for a member in Honolulu.
    expect(arrival('en', 'Pacific/Honolulu')).toContain('24/11/2026');
  });

  it('show a billing day as that day wherever the member lives', () => {
    for (const timeZone of ['Asia/Tokyo', 'Pacific/Honolulu', 'Australia/Sydney']) {
      const email = composeEmail(
        brand,
        { email: 'a@b.test', firstName: 'Alex', lastName: 'Chen', language: 'jp', timeZone },
        creditExpiringEmail,
        { amount: 12.5, expiresOn: DEC_26, link: LINK },
      );
      expect(email.subject, timeZone).toBe(
        '【Harbour Mail】A$12.50のクレジットが2026/12/26に失効します',
      );
    }
  });
});

describe('the SMS code', () => {
  it('is rendered from the catalog in each language', () => {
    const texts = LANGUAGES.map((language) =>
      emailText(language, 'Australia/Sydney', 'Harbour Mail').plain('email.sms.code', {
        code: '048213',
        minutes: 10,
      }),
    );
    expect(texts).toEqual([
      '048213 is your Harbour Mail verification code. It expires in 10 minutes.',
      'Harbour Mailの認証コードは048213です。有効期限は10分です。',
      '您的Harbour Mail验证码是048213，10分钟内有效。',
      '您的Harbour Mail驗證碼是048213，10分鐘內有效。',
    ]);
  });
});
