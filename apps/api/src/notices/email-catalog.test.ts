import { describe, expect, it } from 'vitest';
import { creditExpiringEmail } from '#billing/billing-emails.ts';
import { findBrand, siteUrl } from '#brands/brand-registry.ts';
import { composeEmail, type Language } from '#notices/email-layout.ts';
import {
  DEC_26,
  EMAIL_SAMPLES as TEMPLATES,
  ITEM,
  LINK,
  TRACKING_LINK,
  emailPreviews,
} from '#web/email-previews.ts';
import { emailText } from '#notices/email-text.ts';
import { newItemArrivedEmail } from '#notices/mail-notice-emails.ts';
import { emailLintProblems } from '../../test/email-lint.ts';

const brand = findBrand('harbour-mail');
if (!brand) throw new Error('harbour-mail is not registered');
const LANGUAGES: Language[] = ['en', 'jp', 'zh-CN', 'zh-TW'];
/** Text no language translates: names, the brand, addresses, links, the card network's words. */
const OWN_WORDS = [
  'Harbour Mail Services Pty Ltd',
  brand.business.address,
  brand.email,
  'alex.chen@mail.test',
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
  'Australia Post',
  'Express Post',
  TRACKING_LINK,
  LINK,
  // The footer's link to the portal, after the links that begin with it.
  siteUrl(brand),
  brand.siteUrl,
];
/** An English word: two or more letters, at least one of them lower case (acronyms pass). */
const ENGLISH_WORD = /[A-Za-z]*[a-z][A-Za-z]*/g;

const compose = (template: (typeof TEMPLATES)[number][1], values: object, language: Language) =>
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

describe('the email previews (Storybook)', () => {
  it.each(LANGUAGES)(
    'render every template in the brand layout, passing the email lint, in %s',
    async (language) => {
      const previews = emailPreviews(brand, language);
      expect(previews.map((preview) => preview.name)).toEqual(TEMPLATES.map(([name]) => name));
      for (const preview of previews) {
        expect(await emailLintProblems(preview), preview.name).toEqual([]);
        // One layout: at most 600 pixels wide, the brand's colour on top, the business below.
        expect(preview.html).toContain('max-width:600px');
        expect(preview.html).toContain(`background-color:${brand.highlightColor}`);
        expect(preview.html).toContain(`ABN ${brand.business.abn}`);
        expect(preview.text).toContain(`ABN ${brand.business.abn}`);
        expect(preview.text).toContain(brand.email);
      }
    },
  );
});

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
