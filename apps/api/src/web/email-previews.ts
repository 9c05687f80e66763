import type { BrandConfig } from '@portal/brand/config';
import {
  autoTopUpFailedEmail,
  creditExpiringEmail,
  lowBalanceChosenEmail,
  lowBalanceEmail,
  receiptEmail,
  terminatedEmail,
  unpaidWarningEmail,
} from '#billing/billing-emails.ts';
import { accountLifecycleEmails } from '#notices/account-lifecycle-emails.ts';
import {
  emailChangeNoticeEmail,
  emailChangeVerifyEmail,
  passwordChangedEmail,
} from '#notices/account-security-emails.ts';
import {
  renderEmail,
  type EmailBrand,
  type EmailTemplate,
  type Language,
} from '#notices/email-document.ts';
import { emailVerificationEmail } from '#notices/email-verification-email.ts';
import { loginGuardEmail } from '#notices/login-guard-email.ts';
import { teamInvitationEmail } from '#notices/team-invitation-email.ts';
import { passwordResetEmail } from '#notices/password-reset-email.ts';
import { welcomeEmail } from '#notices/welcome-email.ts';
import { mailDigestEmail, newItemArrivedEmail } from '#notices/mail-notice-emails.ts';
import { ruleActionEmail } from '#notices/rule-action-email.ts';
import {
  forwardDoneEmail,
  returnDoneEmail,
  scanDoneEmail,
  shredDoneEmail,
} from '#notices/action-done-emails.ts';

/*
 * Every email template with the values a caller would give, for the catalog tests and for the
 * previews Storybook shows (emails.stories.tsx). Imports nothing of the server's (no database, no
 * brand registry), so it runs in the browser too.
 */

export const LINK = 'http://localhost:3000/Members?q=abc';
/** 2026-11-24T22:00Z: already 25 November in Sydney and Tokyo. */
export const NOV_24_22_00_UTC = Date.UTC(2026, 10, 24, 22);
/** A billing day, 26 December 2026, as its UTC midnight. */
export const DEC_26 = Date.UTC(2026, 11, 26);
const TAX_INVOICE = {
  number: 'HM-000123',
  issuedAt: DEC_26,
  amount: 50,
  gst: 4.55,
  method: 'card' as const,
  cardBrand: 'visa',
  last4: '4242',
  issuer: { legalName: 'Harbour Mail Services Pty Ltd', abn: '51 824 753 556' },
};

export const ITEM = {
  parcel: false,
  sender: 'Harbour City Council',
  grams: 28,
  receivedAt: NOV_24_22_00_UTC,
  firstLines: ['Notice of works on Pier 4'],
};
/** An item the member named, as emails about finished actions name it. */
const NAMED_LETTER = { item: 'namedLetter', name: 'Harbour City Council' } as const;
/** A posted forward's carrier tracking page (forward/tracking.ts in the domain). */
export const TRACKING_LINK = 'https://auspost.com.au/mypost/track/details/LR104223571AU';
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
export const EMAIL_SAMPLES: [string, EmailTemplate<never>, object][] = [
  ['welcome', welcomeEmail, { userCode: 'HM482913', addresses: ['Alex Chen\nSuite HM482913'] }],
  ['welcome without addresses', welcomeEmail, { userCode: 'HM482913', addresses: [] }],
  ['password reset', passwordResetEmail, { link: LINK, minutes: 60 }],
  ['email verification', emailVerificationEmail, { link: LINK, minutes: 10 }],
  ['login guard', loginGuardEmail, { code: '048213', link: LINK, minutes: 10 }],
  ['email change verification', emailChangeVerifyEmail, { link: LINK, minutes: 10 }],
  ['email change notice', emailChangeNoticeEmail, { newEmail: 'new@b.test', link: LINK, days: 7 }],
  ['password changed', passwordChangedEmail, { link: LINK }],
  [
    'team invitation',
    teamInvitationEmail,
    { inviter: 'Alex Chen', account: 'Alex Chen', role: 'member', link: LINK, days: 7 },
  ],
  ...Object.entries(accountLifecycleEmails).map(
    ([kind, template]): [string, EmailTemplate<never>, object] => [kind, template, LIFECYCLE],
  ),
  [
    'closeRequested without a date',
    accountLifecycleEmails.closeRequested,
    { ...LIFECYCLE, noticeEndsOn: null, heldMail: null },
  ],
  ['credit expiring', creditExpiringEmail, { amount: 12.5, expiresOn: DEC_26, link: LINK }],
  ['low balance', lowBalanceEmail, { balance: 2, fee: 5, billingDate: DEC_26, link: LINK }],
  [
    'low balance below the chosen level',
    lowBalanceChosenEmail,
    { balance: 18, level: 20, link: LINK },
  ],
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
    {
      ...TAX_INVOICE,
      method: 'paypal',
      cardBrand: null,
      last4: null,
      balance: 45,
      autoTopUpBelow: null,
      link: LINK,
    },
  ],
  [
    'bank transfer receipt',
    receiptEmail,
    {
      ...TAX_INVOICE,
      method: 'bankTransfer',
      cardBrand: null,
      last4: null,
      balance: 45,
      autoTopUpBelow: null,
      link: LINK,
    },
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
  [
    'digest',
    mailDigestEmail,
    { items: [ITEM, { ...ITEM, parcel: true }], actionRequired: 3, link: LINK },
  ],
  [
    'rule acted',
    ruleActionEmail,
    { rule: 'ATO', name: 'ATO', action: 'scan', kind: null, link: LINK },
  ],
  [
    'rule flagged a cheque',
    ruleActionEmail,
    { rule: 'ATO', name: 'ATO', action: null, kind: 'cheque', link: LINK },
  ],
  [
    'scan done, attached',
    scanDoneEmail,
    { item: NAMED_LETTER, pages: 3, scan: 'attached', limitMb: 5, link: LINK },
  ],
  [
    'scan done, too large to attach',
    scanDoneEmail,
    { item: { item: 'letter', name: '' }, pages: 40, scan: 'too-large', limitMb: 5, link: LINK },
  ],
  [
    'scan done, linked',
    scanDoneEmail,
    { item: NAMED_LETTER, pages: 1, scan: 'link', limitMb: 5, link: LINK },
  ],
  [
    'forward posted',
    forwardDoneEmail,
    {
      items: 2,
      carrier: 'Australia Post',
      service: 'Express Post',
      tracking: 'LR104223571AU',
      trackingLink: TRACKING_LINK,
      link: LINK,
    },
  ],
  [
    'forward posted by an unknown carrier',
    forwardDoneEmail,
    {
      items: 1,
      carrier: 'Australia Post',
      service: 'Express Post',
      tracking: 'LR104223571AU',
      trackingLink: null,
      link: LINK,
    },
  ],
  ['shred done', shredDoneEmail, { item: NAMED_LETTER, link: LINK }],
  ['return done', returnDoneEmail, { item: { item: 'parcel', name: '' }, link: LINK }],
];

export interface EmailPreview {
  name: string;
  subject: string;
  html: string;
  text: string;
}

/** Every sample email as `brand` sends it to a member reading `language`, in Sydney. */
export function emailPreviews(
  brand: EmailBrand & Pick<BrandConfig, 'siteUrl' | 'receiptPrefix'>,
  language: Language,
): EmailPreview[] {
  const to = {
    email: 'alex.chen@mail.test',
    firstName: 'Alex',
    lastName: 'Chen',
    language,
    timeZone: 'Australia/Sydney',
  };
  return EMAIL_SAMPLES.map(([name, template, sample]) => {
    // A tax invoice comes from the brand that sends it, numbered in its sequence.
    const values =
      'issuer' in sample
        ? { ...sample, issuer: brand.business, number: `${brand.receiptPrefix}-000123` }
        : sample;
    const email = renderEmail(brand, brand.siteUrl, to, template, values as never);
    return { name, subject: email.subject, html: email.html ?? '', text: email.text };
  });
}
