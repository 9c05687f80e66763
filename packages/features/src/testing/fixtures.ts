/**
 * One member's world, typed by the contract: the screen tests fake the API with it and the screen
 * stories mock /api with it, so both show the same member. Dates are fixed, so screenshots are stable.
 */
import type { Schema } from '@portal/api-client/types';
import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';

export const member: Schema<'Account'> = {
  firstName: 'Alexandra',
  lastName: 'Montgomery-Smythe',
  email: 'alex@test.example',
  phoneNumber: null,
  companyName: null,
  accountName: 'Alexandra Montgomery-Smythe',
  address1: '1 Test Street',
  address2: null,
  city: 'Sydney',
  postcode: '2000',
  state: 'NSW',
  country: 'Australia',
  language: 'en',
  timeZone: 'Australia/Sydney',
  balance: 87.4,
  userCode: 'TM1001',
  planId: 2,
  status: 'Active',
  activePayment: true,
  idVerified: true,
  idPending: false,
  smsVerified: true,
  termsAndConditionsSigned: true,
  verificationCode: '1234',
  enableLoginGuard: false,
  autoTopUpAmount: 50,
  autoTopUpThreshold: 10,
  lowBalanceWarning: 0,
  autoAction: 0,
  emailActionNotification: true,
  includePdf: false,
  quoteScanText: false,
  seperateAlerts: false,
  billingDate: '2026-12-01',
  registrationStatus: REGISTRATION_STATUS.complete,
  card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029 },
  signupStep: null,
  you: {
    userId: 1,
    name: 'Alexandra Montgomery-Smythe',
    email: 'alex@test.example',
    role: 'admin',
    isHolder: true,
  },
};

/** A letter in the inbox: scanned, unread, with a forward pending. */
export const mailItem: Schema<'MailItem'> = {
  mailId: 7,
  name: 'Letter from the bank',
  status: MAIL_STATUS.scanned,
  mailActions: PENDING_ACTION.forward,
  mailType: 0,
  dateScanned: '2026-11-02T03:00:00Z',
  weight: 20,
  blurb: null,
  read: false,
  folderId: null,
};

export const folders: Schema<'Folder'>[] = [
  { folderId: 11, name: 'Tax' },
  { folderId: 12, name: 'Bank statements' },
  { folderId: 13, name: 'Receipts' },
];

/** Counts of the fixed folders and `folders`, as GET /api/mail/FolderCounts answers them. */
export const folderCounts: Schema<'FolderCount'>[] = [
  { folderId: -4, items: 1, unread: 1 },
  { folderId: -2, items: 0, unread: 0 },
  { folderId: -1, items: 0, unread: 0 },
  { folderId: -5, items: 3, unread: 1 },
  { folderId: 11, items: 2, unread: 0 },
  { folderId: 12, items: 0, unread: 0 },
  { folderId: 13, items: 1, unread: 0 },
];

export const alerts: Schema<'Alert'>[] = [
  {
    alertId: 3,
    text: { key: 'alert.arrived', values: { item: 'letter', name: '' } },
    url: '/Members/',
    read: true,
  },
  {
    alertId: 4,
    text: { key: 'alert.photoIdApproved', values: {} },
    url: '/Members/Account',
    read: false,
  },
];

const SENDERS = [
  'Commonwealth Bank',
  'Australian Taxation Office',
  'Medicare',
  'Energy Australia',
  'Sydney Water',
  'NRMA Insurance',
  'Telstra',
  'City of Sydney',
  'Amazon parcel',
  'Service NSW',
];

/** Each status with each pending action it can carry, then plain items to make forty. */
const STATES: Pick<Schema<'MailItem'>, 'status' | 'mailActions'>[] = [
  { status: MAIL_STATUS.unopened, mailActions: null },
  { status: MAIL_STATUS.unopened, mailActions: PENDING_ACTION.scan },
  { status: MAIL_STATUS.unopened, mailActions: PENDING_ACTION.forward },
  { status: MAIL_STATUS.unopened, mailActions: PENDING_ACTION.shred },
  { status: MAIL_STATUS.unopened, mailActions: PENDING_ACTION.returnToSender },
  { status: MAIL_STATUS.scanned, mailActions: null },
  { status: MAIL_STATUS.scanned, mailActions: PENDING_ACTION.rescan },
  { status: MAIL_STATUS.scanned, mailActions: PENDING_ACTION.forward },
  { status: MAIL_STATUS.scanned, mailActions: PENDING_ACTION.shred },
  { status: MAIL_STATUS.forwarded, mailActions: null },
  { status: MAIL_STATUS.shredded, mailActions: null },
  { status: MAIL_STATUS.shreddedPending, mailActions: null },
  { status: MAIL_STATUS.returned, mailActions: null },
];

const DAY = 24 * 60 * 60 * 1000;
const NEWEST = Date.UTC(2026, 10, 20, 1, 30);

/** Forty items, newest first, in every status and pending action, envelopes and a few parcels. */
export const mailItems: Schema<'MailItem'>[] = Array.from({ length: 40 }, (_, index) => {
  const state = STATES[index % STATES.length] ?? { status: MAIL_STATUS.scanned, mailActions: null };
  const parcel = index % 9 === 8;
  return {
    mailId: 1000 + index,
    name: SENDERS[index % SENDERS.length] ?? 'Letter',
    ...state,
    mailType: parcel ? 1 : 0,
    dateScanned: new Date(NEWEST - index * 1.5 * DAY).toISOString(),
    weight: parcel ? 850 : 20 + (index % 4) * 10,
    blurb: null,
    read: index % 3 !== 0,
    folderId: null,
  };
});

const harbourRoad = {
  street: '8 Harbour Road',
  city: 'Hamilton',
  postcode: '4007',
  state: 'QLD',
  country: 'Australia',
};

/** The Forward Log (§2): two forwards waiting for staff, three posted. */
export const forwardLog: Schema<'ForwardLog'> = {
  pending: [
    {
      forwardId: 812,
      address: harbourRoad,
      forwardingCompany: 'Australia Post',
      service: 'Regular letter',
      numberOfItems: 3,
      trackingNumber: null,
      ausPostFee: 3.4,
      productFee: 2.5,
      dateSent: null,
    },
    {
      forwardId: 809,
      address: {
        street: '1-3 Rue de Rivoli',
        city: 'Paris',
        postcode: '75001',
        state: 'Île-de-France',
        country: 'France',
      },
      forwardingCompany: 'DHL Express',
      service: 'Express Worldwide',
      numberOfItems: 1,
      trackingNumber: null,
      ausPostFee: 68.9,
      productFee: 10,
      dateSent: null,
    },
  ],
  log: [
    {
      forwardId: 790,
      address: {
        street: '4 Beach Road',
        city: 'Byron Bay',
        postcode: '2481',
        state: 'NSW',
        country: 'Australia',
      },
      forwardingCompany: 'Australia Post',
      service: 'Express Post',
      numberOfItems: 3,
      trackingNumber: 'EP123456789AU',
      ausPostFee: 14.2,
      productFee: 3,
      dateSent: '2026-02-20T03:10:00Z',
    },
    {
      forwardId: 774,
      address: {
        street: '2-1-1 Nihonbashi',
        city: 'Chuo-ku',
        postcode: '103-0027',
        state: 'Tokyo',
        country: 'Japan',
      },
      forwardingCompany: 'Australia Post',
      service: 'International Standard',
      numberOfItems: 1,
      trackingNumber: 'LX123456789AU',
      ausPostFee: 38.75,
      productFee: 10,
      dateSent: '2026-01-12T22:45:00Z',
    },
    {
      forwardId: 751,
      address: harbourRoad,
      forwardingCompany: 'Local courier',
      service: 'Same day',
      numberOfItems: 2,
      trackingNumber: 'SD-5531',
      ausPostFee: 24,
      productFee: 2.5,
      dateSent: '2025-12-03T01:00:00Z',
    },
  ],
};

/** The log's pending forwards as the inbox's Forward offers them (§3 "Pending choice"). */
export const pendingForwardChoices: Schema<'PendingForwardChoice'>[] = [
  {
    forwardId: 812,
    fullName: 'Alex Chen',
    address: harbourRoad,
    requestedAt: '2026-02-18T23:10:00Z',
    itemCount: 3,
  },
  {
    forwardId: 809,
    fullName: 'Camille Martin',
    address: forwardLog.pending[1]!.address,
    requestedAt: '2026-02-16T01:45:00Z',
    itemCount: 1,
  },
];

/** Saved delivery addresses: two at home, one abroad. */
export const addresses: Schema<'Address'>[] = [
  {
    addressId: 205,
    fullName: 'Alexandra Montgomery-Smythe',
    street: '8 Harbour Road',
    street2: null,
    city: 'Hamilton',
    state: 'QLD',
    postcode: '4007',
    country: 'Australia',
    contactNumber: '+61412345678',
    domestic: true,
  },
  {
    addressId: 206,
    fullName: 'Alexandra Montgomery-Smythe',
    street: '77 Collins Street',
    street2: 'Level 12',
    city: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
    country: 'Australia',
    contactNumber: null,
    domestic: true,
  },
  {
    addressId: 207,
    fullName: 'Kenji Watanabe',
    street: '2-1-1 Nihonbashi',
    street2: null,
    city: 'Chuo-ku',
    state: 'Tokyo',
    postcode: '103-0027',
    country: 'Japan',
    contactNumber: '+81 3 1234 5678',
    domestic: false,
  },
];

const option = (code: string, name: string, key: string, price: number) => ({
  code,
  name,
  text: { key: `carrier.option.${key}`, values: {} },
  price,
});
const days = (min: number, max: number) => ({ key: 'carrier.days', values: { min, max } });

/** A domestic letter quote (§3 Forward service): two carriers, prices in dollars. */
export const domesticQuote: Schema<'ForwardServiceGroup'>[] = [
  {
    forwardingCompany: 'Australia Post',
    isDomestic: true,
    isParcel: false,
    services: [
      {
        name: 'Regular letter',
        code: 'AUS_LETTER_REGULAR',
        text: { key: 'carrier.service.ausLetterRegular', values: {} },
        price: 3.4,
        forwardFee: 2.5,
        deliveryTimes: '2-5 business days',
        deliveryTime: days(2, 5),
        options: [
          option('AUS_SERVICE_OPTION_STANDARD', 'Standard', 'ausServiceOptionStandard', 0),
          option(
            'AUS_SERVICE_OPTION_REGISTERED',
            'Registered post',
            'ausServiceOptionRegistered',
            4.2,
          ),
        ],
      },
      {
        name: 'Express Post',
        code: 'AUS_LETTER_EXPRESS',
        text: { key: 'carrier.service.ausLetterExpress', values: {} },
        price: 7.9,
        forwardFee: 2.5,
        deliveryTimes: 'Next business day',
        deliveryTime: days(1, 1),
        options: [
          option('AUS_SERVICE_OPTION_STANDARD', 'Standard', 'ausServiceOptionStandard', 0),
          option(
            'AUS_SERVICE_OPTION_SIGNATURE_ON_DELIVERY',
            'Signature on delivery',
            'ausServiceOptionSignatureOnDelivery',
            2.95,
          ),
        ],
      },
    ],
  },
  {
    forwardingCompany: 'DHL Express',
    isDomestic: true,
    isParcel: true,
    services: [
      {
        name: 'Express Domestic',
        code: 'DHL_EXPRESS_DOMESTIC',
        text: { key: 'carrier.service.dhlExpressDomestic', values: {} },
        price: 18.5,
        forwardFee: 2.5,
        deliveryTimes: '1-2 business days',
        deliveryTime: days(1, 2),
        options: [
          option('DHL_OPTION_STANDARD', 'Standard', 'dhlOptionStandard', 0),
          option('DHL_OPTION_SIGNATURE', 'Direct signature', 'dhlOptionSignature', 5.5),
        ],
      },
    ],
  },
];

export const plans: Schema<'Plan'>[] = [
  {
    planId: 1,
    planName: 'Mail Lite',
    monthlyFee: 9.95,
    setupFee: 19.95,
    envelopeScan: 0.5,
    perLetter: 2,
    perPage: 0.25,
    letterForward: 3,
    parcelForward: 7.5,
    parcelForwardPercent: false,
    parcelForwardOnly: false,
    minimumMailDeposit: 20,
    public: true,
    order: 1,
    mostPopular: false,
  },
  {
    planId: 2,
    planName: 'Mail Plus',
    monthlyFee: 19.95,
    setupFee: 0,
    envelopeScan: 0,
    perLetter: 1.5,
    perPage: 0.2,
    letterForward: 2.5,
    parcelForward: 10,
    parcelForwardPercent: true,
    parcelForwardOnly: false,
    minimumMailDeposit: 20,
    envelopeStoragePerDay: 0.1,
    parcelStoragePerDay: 0.5,
    public: true,
    order: 2,
    mostPopular: true,
  },
];

/** The brand's mail-receiving locations: a PO Box and a street address in two states. */
export const locations: Schema<'Location'>[] = [
  {
    locationId: 1,
    street: 'PO Box 2740',
    suburb: 'Sydney',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2001',
    country: 'Australia',
    note: { key: 'location.note.poBox', values: {} },
  },
  {
    locationId: 2,
    street: 'Level 3, 88 Pitt Street',
    suburb: 'Sydney',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'Australia',
    note: null,
  },
  {
    locationId: 3,
    street: 'Suite 12, 456 Collins Street',
    suburb: 'Melbourne',
    city: 'Melbourne',
    state: 'VIC',
    postcode: '3000',
    country: 'Australia',
    note: null,
  },
];

export const transactions: Schema<'Transaction'>[] = [
  {
    transactionId: 9003,
    date: '2026-11-12T04:00:00Z',
    text: {
      key: 'ledger.forward',
      values: { forward: 12, items: 3, service: 'Australia Post Express Post' },
    },
    planName: 'Mail Plus',
    amount: -17.2,
    balance: 87.4,
  },
  {
    transactionId: 9002,
    date: '2026-11-01T00:00:00Z',
    text: { key: 'ledger.monthlyFee', values: {} },
    planName: 'Mail Plus',
    amount: -19.95,
    balance: 104.6,
  },
  {
    transactionId: 9001,
    date: '2026-10-28T02:00:00Z',
    text: { key: 'ledger.cardTopUp', values: {} },
    planName: null,
    amount: 100,
    balance: 124.55,
  },
];

/** A server without a card or PayPal provider configured: the sandboxes (GET /api/Payment/Config). */
export const sandboxPaymentConfig: Schema<'PaymentConfig'> = {
  card: { provider: 'sandbox', publishableKey: null },
  paypal: { provider: 'sandbox', clientId: null },
  business: {
    legalName: 'Test Mail Services Pty Ltd',
    abn: '00 000 000 000',
    address: '1 Test Street, Sydney NSW 2000',
    supportEmail: 'support@test.example',
  },
  bankTransfer: {
    accountName: 'Test Mail Services Pty Ltd',
    bsb: '000-000',
    accountNumber: '0000 0000',
  },
};

/** Other names the member receives mail under (§3 additional name). */
export const additionalNames: Schema<'AdditionalName'>[] = [
  { additionalNameId: 41, name: 'Montgomery Imports Pty Ltd' },
  { additionalNameId: 42, name: 'Sam Montgomery' },
];

/** The member's signed-in browsers: this one, a phone and a work computer. */
export const sessions: Schema<'SessionInfo'>[] = [
  {
    sessionId: 301,
    current: true,
    persistent: false,
    createdAt: '2026-11-20T09:15:00Z',
    lastSeenAt: '2026-11-20T09:41:00Z',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    ip: '203.0.113.7',
  },
  {
    sessionId: 298,
    current: false,
    persistent: true,
    createdAt: '2026-11-12T21:02:00Z',
    lastSeenAt: '2026-11-19T07:30:00Z',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ip: '198.51.100.23',
  },
  {
    sessionId: 240,
    current: false,
    persistent: true,
    createdAt: '2026-10-30T00:10:00Z',
    lastSeenAt: '2026-11-18T23:05:00Z',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
    ip: '192.0.2.44',
  },
];
