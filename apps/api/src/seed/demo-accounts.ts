import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { parseSandboxToken, sandboxToken } from '@portal/domain/sandbox-card';
import { ID_VERIFICATION, SMS_VERIFICATION } from '@portal/domain/verification-status';
import type { Insertable } from 'kysely';
import type { AccountsTable, AddressesTable } from '#platform/db/tables.ts';
import { TERMS_VERSION } from '#account/terms.ts';
import type { AlertText } from '#notices/post-alert.ts';
import type { AuditText } from '#platform/audit.ts';
import type { LedgerText } from '#money/ledger.ts';
import { HARBOUR_MAILBOX, type DemoMailbox } from '#seed/demo-mailbox.ts';

/**
 * A card on file as saving it through the sandbox provider leaves it: its token (so the demo's
 * charges go through), network, last four digits and expiry.
 */
export function savedCard(number: string, expMonth: number, expYear: number) {
  const token = sandboxToken(number);
  const card = token === null ? null : parseSandboxToken(token);
  if (!token || !card) throw new Error(`${number} is not a sandbox test card`);
  return {
    card_token: token,
    card_brand: card.brand,
    card_last4: card.last4,
    card_exp_month: expMonth,
    card_exp_year: expYear,
  };
}

/** Every demo account signs in with this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo!2026';
export const DEMO_BRAND = 'harbour-mail';

/** A balance change; the seed works out each row's running balance and the account's balance. */
export interface LedgerSeed {
  daysAgo: number;
  description: LedgerText;
  /** <= 0 is a debit, > 0 a credit (§3). */
  amountCents: number;
  planName?: string;
}

export interface AuditSeed extends AuditText {
  daysAgo: number;
}

/** Where the demo members sign in from (a documentation address) and their masked mobile. */
const DEMO_IP = '203.0.113.7';
const DEMO_MOBILE = '+61 4•• ••• 678';

export interface AlertSeed {
  daysAgo: number;
  text: AlertText;
  /** '' when the banner goes nowhere. */
  url: string;
  read: boolean;
}

export type AddressSeed = Omit<Insertable<AddressesTable>, 'address_id' | 'account_id'>;

/** The account's own columns; the seed adds the brand, password hash, plan, balance and dates. */
type AccountColumns = Omit<
  Insertable<AccountsTable>,
  | 'account_id'
  | 'webpage'
  | 'password_hash'
  | 'plan_id'
  | 'balance_cents'
  | 'created_at'
  | 'terms_version'
  | 'terms_accepted_at'
  | 'billing_date'
>;

export interface DemoAccount {
  columns: AccountColumns & { email: string };
  planName: string;
  createdDaysAgo: number;
  nextBillingInDays: number;
  termsSigned: boolean;
  /** Streets of the brand's locations the member chose at signup. */
  locationStreets: string[];
  ledger: LedgerSeed[];
  audit: AuditSeed[];
  folders: string[];
  addresses: AddressSeed[];
  additionalNames: string[];
  alerts: AlertSeed[];
  /** The brand the account belongs to; Harbour Mail unless given. */
  brand?: string;
  /** Its mail, forwards and scans (demo-mailbox.ts). */
  mailbox?: DemoMailbox;
  /** People besides the holder who sign in to it (decision 105), with the demo password. */
  teamUsers?: { name: string; email: string; role: 'viewer' | 'member' | 'admin' }[];
  /** The holder's own notification settings (decision 105), where they differ from the defaults. */
  holderNotifications?: { include_pdf?: boolean; seperate_alerts?: boolean };
}

/** What every demo account has done: signed up, verified its email and finished registration. */
export const REGISTERED = {
  email_verified: true,
  registration_status: REGISTRATION_STATUS.complete,
} as const;
export const SMS_VERIFIED = {
  sms_verification: SMS_VERIFICATION.verified,
  verified_mobile: '+61412345678',
} as const;

export const monthlyFee = (daysAgo: number, planName: string, cents: number): LedgerSeed => ({
  daysAgo,
  description: { key: 'ledger.monthlyFee', values: {} },
  amountCents: -cents,
  planName,
});

export const topUp = (
  daysAgo: number,
  cents: number,
  description: LedgerText = { key: 'ledger.cardTopUp', values: {} },
): LedgerSeed => ({ daysAgo, description, amountCents: cents });

/** A forward charged before charges named their forward, so a cancel refunds it unnamed. */
export const forwardOf = (
  daysAgo: number,
  items: number,
  item: 'letter' | 'parcel',
  service: string,
  cents: number,
): LedgerSeed => ({
  daysAgo,
  description: { key: 'ledger.forwardOf', values: { item, items, service } },
  amountCents: -cents,
});

/** A letter opened and scanned, as fulfil-scan names it. */
export const letterScan = (daysAgo: number, pages: number, cents: number): LedgerSeed => ({
  daysAgo,
  description: { key: 'ledger.scanOpened', values: { item: 'letter', name: '', pages } },
  amountCents: -cents,
});

/** Mail Standard: $1.50 to open and scan a letter plus $0.20 a page. */
const standardScan = (daysAgo: number, pages: number) =>
  letterScan(daysAgo, pages, 150 + 20 * pages);

/** The audit lines a signup leaves, in the order the signup wizard makes them. */
export function signupTrail(
  daysAgo: number,
  planName: string,
  options: { terms: boolean },
): AuditSeed[] {
  const trail: AuditText[] = [
    { key: 'audit.emailVerified' },
    { key: 'audit.locationsAdded', values: { count: 1 } },
    { key: 'audit.planSet', values: { plan: planName } },
    { key: 'audit.cardSaved', values: { last4: '4242' } },
    ...(options.terms
      ? [{ key: 'audit.termsAgreed', values: { version: TERMS_VERSION } } satisfies AuditText]
      : []),
    { key: 'audit.registrationCompletedCard' },
  ];
  return trail.map((text) => ({ daysAgo, ...text }));
}

const STANDARD = 'Mail Standard';
const STANDARD_FEE = 1995;

/**
 * demo@harbour.test shows everything at once: verified by SMS and photo ID, seven months of history
 * whose ledger ends at exactly $87.40, folders, addresses at home and abroad, additional names and
 * alerts, some unread.
 */
const demo: DemoAccount = {
  // Sam shares Charlotte's mailroom as a member: mail actions, no payments (decision 105).
  holderNotifications: { include_pdf: true },
  teamUsers: [{ name: 'Sam Lee', email: 'demo+sam@harbour.test', role: 'member' }],
  columns: {
    ...REGISTERED,
    ...SMS_VERIFIED,
    email: 'demo@harbour.test',
    first_name: 'Charlotte',
    last_name: 'Nguyen',
    phone_number: '+61412345678',
    company_name: 'Nguyen Design Studio',
    account_name: 'Nguyen Design Studio Pty Ltd',
    address1: 'Unit 5, 18 Ferry Road',
    city: 'West End',
    postcode: '4101',
    state: 'QLD',
    user_code: 'HM1001',
    active_payment: true,
    id_verification: ID_VERIFICATION.verified,
    verification_code: '4172',
    auto_top_up_cents: 5000,
    auto_action: 1,
    card_name: 'C NGUYEN',
    ...savedCard('4242424242424242', 8, 2028),
  },
  planName: STANDARD,
  createdDaysAgo: 212,
  nextBillingInDays: 28,
  termsSigned: true,
  locationStreets: ['PO Box 2740', '71 Eagle Street'],
  ledger: [
    topUp(212, 10000),
    monthlyFee(212, STANDARD, STANDARD_FEE),
    standardScan(204, 3),
    forwardOf(197, 2, 'letter', 'Australia Post Regular Letter', 340 + 250),
    monthlyFee(182, STANDARD, STANDARD_FEE),
    standardScan(175, 2),
    topUp(168, 5000),
    forwardOf(161, 1, 'parcel', 'StarTrack Premium', 2450 + 245),
    monthlyFee(152, STANDARD, STANDARD_FEE),
    standardScan(143, 4),
    standardScan(135, 1),
    monthlyFee(122, STANDARD, STANDARD_FEE),
    topUp(122, 5000, { key: 'ledger.autoTopUp', values: { amount: 50, last4: '4242' } }),
    forwardOf(104, 1, 'letter', 'Australia Post International Standard', 1260 + 250),
    monthlyFee(92, STANDARD, STANDARD_FEE),
    standardScan(84, 2),
    topUp(71, 10000),
    monthlyFee(62, STANDARD, STANDARD_FEE),
    forwardOf(54, 1, 'parcel', 'Australia Post Parcel Post', 1395 + 140),
    standardScan(45, 6),
    monthlyFee(32, STANDARD, STANDARD_FEE),
    standardScan(23, 3),
    forwardOf(10, 1, 'letter', 'Australia Post International Standard', 1240 + 250),
    topUp(8, 5000),
    standardScan(5, 5),
    monthlyFee(2, STANDARD, STANDARD_FEE),
    // Still pending in the Forward Log (demo-mailbox.ts): charged when it was created.
    forwardOf(1, 3, 'letter', 'Australia Post Regular Letter', 510 + 250),
  ],
  audit: [
    ...signupTrail(212, STANDARD, { terms: true }),
    { daysAgo: 211, key: 'audit.loggedIn', values: { ip: DEMO_IP } },
    { daysAgo: 211, key: 'audit.mobileVerified', values: { number: DEMO_MOBILE } },
    { daysAgo: 210, key: 'audit.photoIdSubmitted' },
    { daysAgo: 209, key: 'audit.photoIdVerified' },
    { daysAgo: 205, key: 'audit.folderCreated', values: { name: 'Invoices' } },
    { daysAgo: 205, key: 'audit.folderCreated', values: { name: 'Tax 2025' } },
    {
      daysAgo: 198,
      key: 'audit.addressAdded',
      values: { tab: 'domestic', name: 'Charlotte Nguyen' },
    },
    { daysAgo: 170, key: 'audit.additionalNameAdded', values: { name: 'Minh Nguyen' } },
    { daysAgo: 169, key: 'audit.additionalNameAdded', values: { name: 'Nguyen Design Studio' } },
    { daysAgo: 160, key: 'audit.autoTopUpSet', values: { amount: 50 } },
    { daysAgo: 140, key: 'audit.loginFailed', values: { ip: DEMO_IP } },
    { daysAgo: 140, key: 'audit.loggedIn', values: { ip: DEMO_IP } },
    {
      daysAgo: 105,
      key: 'audit.addressAdded',
      values: { tab: 'international', name: 'Minh Nguyen' },
    },
    { daysAgo: 100, key: 'audit.passwordChanged' },
    { daysAgo: 90, key: 'audit.folderCreated', values: { name: 'Bank statements' } },
    { daysAgo: 60, key: 'audit.scansAttached', values: { on: 'on' } },
    {
      daysAgo: 55,
      key: 'audit.addressAdded',
      values: { tab: 'domestic', name: 'Nguyen Design Studio' },
    },
    {
      daysAgo: 11,
      key: 'audit.addressAdded',
      values: { tab: 'international', name: 'Charlotte Nguyen' },
    },
    { daysAgo: 9, key: 'audit.folderCreated', values: { name: 'Personal' } },
    { daysAgo: 1, key: 'audit.loggedIn', values: { ip: DEMO_IP } },
  ],
  folders: ['Invoices', 'Tax 2025', 'Bank statements', 'Personal'],
  addresses: [
    {
      full_name: 'Charlotte Nguyen',
      street: '18 Ferry Road',
      street2: 'Unit 5',
      city: 'West End',
      state: 'QLD',
      postcode: '4101',
      country: 'Australia',
      contact_number: '+61412345678',
      domestic: true,
    },
    {
      full_name: 'Nguyen Design Studio',
      street: 'Level 2, 100 Edward Street',
      city: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
      country: 'Australia',
      contact_number: '+61730001234',
      domestic: true,
    },
    {
      full_name: 'Minh Nguyen',
      street: '12 Nguyen Hue Boulevard',
      street2: 'District 1',
      city: 'Ho Chi Minh City',
      postcode: '700000',
      country: 'Vietnam',
      contact_number: '+842838221234',
      domestic: false,
    },
    {
      full_name: 'Charlotte Nguyen',
      street: 'Flat 4, 27 Camden Road',
      city: 'London',
      postcode: 'NW1 9LN',
      country: 'United Kingdom',
      contact_number: '+447700900123',
      domestic: false,
    },
  ],
  additionalNames: ['Minh Nguyen', 'Nguyen Design Studio'],
  mailbox: HARBOUR_MAILBOX,
  alerts: [
    {
      daysAgo: 205,
      text: {
        key: 'alert.staff',
        values: { text: 'Welcome to Harbour Mail! Your suite code is HM1001.' },
      },
      url: '/Members/',
      read: true,
    },
    {
      daysAgo: 122,
      text: {
        key: 'alert.staff',
        values: { text: 'Your auto top-up of $50.00 was charged to your card.' },
      },
      url: '/Members/Account',
      read: true,
    },
    {
      daysAgo: 5,
      text: {
        key: 'alert.scanned',
        values: { item: 'namedLetter', name: 'Australian Taxation Office' },
      },
      url: '/Members/',
      read: false,
    },
    {
      daysAgo: 2,
      text: { key: 'alert.staff', values: { text: 'Your monthly fee of $19.95 was charged.' } },
      url: '/Members/Account',
      read: false,
    },
    {
      daysAgo: 1,
      text: {
        key: 'alert.staff',
        values: { text: 'Our Sydney location closes at noon on Christmas Eve.' },
      },
      url: '',
      read: false,
    },
  ],
};

/** A complete account that shows one thing off; the rest is a short, ordinary history. */
function oneStateAccount(
  account: Pick<DemoAccount, 'columns' | 'planName' | 'createdDaysAgo' | 'ledger'> &
    Partial<Pick<DemoAccount, 'termsSigned' | 'audit' | 'alerts'>>,
): DemoAccount {
  const termsSigned = account.termsSigned ?? true;
  return {
    nextBillingInDays: 30 - (account.createdDaysAgo % 30),
    locationStreets: ['PO Box 2740'],
    folders: [],
    addresses: [],
    additionalNames: [],
    alerts: [],
    ...account,
    termsSigned,
    audit: [
      ...signupTrail(account.createdDaysAgo, account.planName, { terms: termsSigned }),
      ...(account.audit ?? []),
    ],
  };
}

const LITE = 'Mail Lite';
const LITE_SIGNUP = (daysAgo: number): LedgerSeed[] => [
  topUp(daysAgo, 5000),
  {
    daysAgo,
    description: { key: 'ledger.setupFee', values: {} },
    amountCents: -1995,
    planName: LITE,
  },
  monthlyFee(daysAgo, LITE, 995),
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  demo,
  oneStateAccount({
    columns: {
      ...REGISTERED,
      email: 'new@harbour.test',
      first_name: 'Sam',
      last_name: 'Patel',
      account_name: 'Sam Patel',
      address1: '4 Harris Street',
      city: 'Pyrmont',
      postcode: '2009',
      state: 'NSW',
      user_code: 'HM1002',
      active_payment: true,
      verification_code: '3086',
      card_name: 'S PATEL',
      ...savedCard('5555555555554444', 3, 2029),
    },
    planName: LITE,
    createdDaysAgo: 1,
    ledger: LITE_SIGNUP(1),
    alerts: [
      {
        daysAgo: 1,
        text: {
          key: 'alert.staff',
          values: { text: 'Verify your mobile number or photo ID to view and action your mail.' },
        },
        url: '/Members/Account/Verification',
        read: false,
      },
    ],
  }),
  oneStateAccount({
    columns: {
      ...REGISTERED,
      ...SMS_VERIFIED,
      email: 'unpaid@harbour.test',
      first_name: 'Riley',
      last_name: 'Thompson',
      account_name: 'Riley Thompson',
      address1: '9 Lygon Street',
      city: 'Carlton',
      postcode: '3053',
      state: 'VIC',
      user_code: 'HM1003',
      active_payment: false,
      verification_code: '4790',
    },
    planName: STANDARD,
    createdDaysAgo: 40,
    ledger: [
      topUp(40, 5000),
      monthlyFee(40, STANDARD, STANDARD_FEE),
      monthlyFee(10, STANDARD, STANDARD_FEE),
    ],
    audit: [
      { daysAgo: 39, key: 'audit.mobileVerified', values: { number: DEMO_MOBILE } },
      {
        daysAgo: 10,
        key: 'audit.autoTopUpFailed',
        values: { amount: 50, reason: 'payment method removed' },
      },
    ],
    alerts: [
      {
        daysAgo: 10,
        text: {
          key: 'alert.staff',
          values: {
            text: 'Your card was declined. Update your payment method to keep your mail moving.',
          },
        },
        url: '/PaymentRequired',
        read: false,
      },
    ],
  }),
  oneStateAccount({
    columns: {
      ...REGISTERED,
      ...SMS_VERIFIED,
      email: 'terms@harbour.test',
      first_name: 'Jamie',
      last_name: 'Wilson',
      account_name: 'Jamie Wilson',
      address1: '30 Rundle Mall',
      city: 'Adelaide',
      postcode: '5000',
      state: 'SA',
      user_code: 'HM1004',
      active_payment: true,
      verification_code: '2261',
      card_name: 'J WILSON',
      ...savedCard('378282246310005', 11, 2027),
    },
    planName: LITE,
    createdDaysAgo: 3,
    termsSigned: false,
    ledger: LITE_SIGNUP(3),
    audit: [{ daysAgo: 3, key: 'audit.mobileVerified', values: { number: DEMO_MOBILE } }],
  }),
  oneStateAccount({
    columns: {
      ...REGISTERED,
      ...SMS_VERIFIED,
      email: 'guard@harbour.test',
      first_name: 'Morgan',
      last_name: 'Lee',
      company_name: 'Lee Imports',
      account_name: 'Lee Imports Pty Ltd',
      address1: '200 Adelaide Street',
      city: 'Brisbane City',
      postcode: '4000',
      state: 'QLD',
      user_code: 'HM1005',
      active_payment: true,
      id_verification: ID_VERIFICATION.verified,
      enable_login_guard: true,
      verification_code: '5311',
      card_name: 'M LEE',
      ...savedCard('5555555555554444', 6, 2030),
    },
    planName: 'Mail Business',
    createdDaysAgo: 58,
    ledger: [
      topUp(58, 10000),
      monthlyFee(58, 'Mail Business', 3995),
      monthlyFee(28, 'Mail Business', 3995),
      topUp(27, 5000),
    ],
    audit: [
      { daysAgo: 57, key: 'audit.mobileVerified', values: { number: DEMO_MOBILE } },
      { daysAgo: 56, key: 'audit.photoIdVerified' },
      { daysAgo: 45, key: 'audit.loginGuardOn' },
    ],
  }),
];
