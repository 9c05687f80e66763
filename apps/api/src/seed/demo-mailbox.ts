import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { storeScan } from '#mail/store-scan.ts';
import { contentsPdf, envelopePdf, type LetterContent } from '#seed/letter-pdf.ts';
import type { Storage } from '#platform/storage/storage.ts';

const DAY_MS = 86_400_000;

/**
 * A forward of the demo mailbox. Its fees match a forward charge in demo's ledger
 * (demo-accounts.ts), so the ledger still explains the balance.
 */
export interface ForwardSeed {
  daysAgo: number;
  /** `full_name, city` of one of demo's addresses. */
  address: string;
  carrier: string;
  service: string;
  serviceCode: string;
  postageCents: number;
  productFeeCents: number;
  /** Null while pending. */
  tracking: string | null;
}

const HARBOUR_FORWARDS: ForwardSeed[] = [
  {
    daysAgo: 197,
    address: 'Charlotte Nguyen, West End',
    carrier: 'Australia Post',
    service: 'Regular Letter',
    serviceCode: 'AP_LETTER_REGULAR',
    postageCents: 340,
    productFeeCents: 250,
    tracking: 'LR104223571AU',
  },
  {
    daysAgo: 161,
    address: 'Charlotte Nguyen, West End',
    carrier: 'StarTrack',
    service: 'Premium',
    serviceCode: 'ST_PREMIUM',
    postageCents: 2450,
    productFeeCents: 245,
    tracking: 'ST8830211945',
  },
  {
    daysAgo: 104,
    address: 'Minh Nguyen, Ho Chi Minh City',
    carrier: 'Australia Post',
    service: 'International Standard',
    serviceCode: 'AP_INTL_LETTER_STANDARD',
    postageCents: 1260,
    productFeeCents: 250,
    tracking: 'RR551902247AU',
  },
  {
    daysAgo: 54,
    address: 'Nguyen Design Studio, Brisbane City',
    carrier: 'Australia Post',
    service: 'Parcel Post',
    serviceCode: 'AP_PARCEL_REGULAR',
    postageCents: 1395,
    productFeeCents: 140,
    tracking: '33XPN5023871',
  },
  {
    daysAgo: 10,
    address: 'Charlotte Nguyen, London',
    carrier: 'Australia Post',
    service: 'International Standard',
    serviceCode: 'AP_INTL_LETTER_STANDARD',
    postageCents: 1240,
    productFeeCents: 250,
    tracking: 'RR551988310AU',
  },
  {
    daysAgo: 1,
    address: 'Charlotte Nguyen, West End',
    carrier: 'Australia Post',
    service: 'Regular Letter',
    serviceCode: 'AP_LETTER_REGULAR',
    postageCents: 510,
    productFeeCents: 250,
    tracking: null,
  },
];

export interface ItemSeed {
  sender: string;
  /** The member's own name for it, when renamed. */
  name?: string;
  blurb?: string;
  daysAgo: number;
  status: 2 | 3 | 4 | 5 | 6 | 7;
  action?: 0 | 1 | 2 | 3 | 4;
  parcel?: boolean;
  weight: number;
  read?: boolean;
  folder?: string;
  deletedDaysAgo?: number;
  /** Index in the mailbox's forwards. */
  forward?: number;
  /** The opened letter's pages; items never opened have none. */
  pages?: string[][];
  cjk?: boolean;
  /** Envelope sender lines, when more than the sender's name. */
  from?: string[];
}

/** A demo member's mail: its suite as envelopes show it, its forwards and its items. */
export interface DemoMailbox {
  /** The recipient lines of every envelope: name, suite, the brand's address. */
  suite: string[];
  forwards: ForwardSeed[];
  items: ItemSeed[];
}

/** A letter's pages: the greeting and two paragraphs on the first, the rest on a second. */
export const letter = (greeting: string, ...paragraphs: string[]) => [
  [greeting, '', ...paragraphs.slice(0, 2)],
  ...(paragraphs.length > 2 ? [paragraphs.slice(2)] : []),
];

const HARBOUR_ITEMS: ItemSeed[] = [
  {
    sender: 'Australian Taxation Office',
    blurb: 'Notice of assessment 2024-25',
    daysAgo: 5,
    status: 3,
    weight: 32,
    read: false,
    from: ['Australian Taxation Office', 'PO Box 9990', 'Moonah TAS 7009'],
    pages: letter(
      'Dear Charlotte Nguyen,',
      'Notice of assessment for the year ended 30 June 2025.',
      'Your taxable income is $84,120. Refund due: $1,214.35.',
      'The refund will be paid to your nominated account within 14 days.',
      'Keep this notice with your tax records.',
    ),
  },
  {
    sender: 'Origin Energy',
    blurb: 'Electricity bill, October',
    daysAgo: 6,
    status: 3,
    weight: 24,
    read: true,
    folder: 'Invoices',
    pages: letter(
      'Hello Charlotte,',
      'Your electricity bill for October is $186.42.',
      'Amount due by 28 November. Pay by BPAY biller code 1234.',
    ),
  },
  {
    sender: 'Commonwealth Bank',
    blurb: 'Statement, everyday account',
    daysAgo: 7,
    status: 3,
    weight: 40,
    read: true,
    folder: 'Bank statements',
    pages: letter(
      'Statement period 1 September to 30 September',
      'Opening balance $4,310.22',
      'Closing balance $3,987.60',
      'Transactions are listed on the next page.',
      '02 Sep  Card purchase  Coles West End  -$82.15',
      '15 Sep  Salary  Nguyen Design Studio  +$3,200.00',
    ),
  },
  {
    sender: '株式会社さくら商事',
    name: 'Letter from Osaka',
    blurb: 'Japanese business letter',
    daysAgo: 4,
    status: 3,
    weight: 26,
    read: false,
    cjk: true,
    from: ['株式会社さくら商事', '大阪府大阪市北区梅田1-2-3'],
    pages: [
      [
        '拝啓 時下ますますご清祥のこととお慶び申し上げます。',
        '',
        '平素は格別のお引き立てを賜り、厚く御礼申し上げます。',
        'さて、先日ご注文いただきました商品を本日発送いたしました。',
        '到着まで今しばらくお待ちください。',
        '',
        '敬具',
      ],
    ],
  },
  {
    sender: '上海华东贸易有限公司',
    name: 'Letter from Shanghai',
    blurb: 'Chinese invoice and letter',
    daysAgo: 3,
    status: 3,
    weight: 30,
    read: false,
    cjk: true,
    folder: 'Invoices',
    from: ['上海华东贸易有限公司', '上海市浦东新区世纪大道100号'],
    pages: [
      [
        '尊敬的阮女士：',
        '',
        '您好！我们已收到您的订单，货物将于下周发出。',
        '随函附上本月发票，请在三十天内付款。',
        '如有任何问题，请随时与我们联系。',
        '',
        '此致敬礼',
      ],
    ],
  },
  {
    sender: 'Service NSW',
    blurb: 'Vehicle registration renewal',
    daysAgo: 12,
    status: 3,
    weight: 28,
    read: true,
    pages: letter(
      'Registration renewal notice',
      'Vehicle: Mazda CX-5, plate CN-25-QL.',
      'Registration expires on 14 December. Renewal fee $412.00.',
    ),
  },
  {
    sender: 'Medicare',
    blurb: 'Claim statement',
    daysAgo: 15,
    status: 3,
    weight: 22,
    read: true,
    folder: 'Personal',
    pages: letter(
      'Dear Ms Nguyen,',
      'Your claim of 2 October has been processed.',
      'Benefit paid: $41.20 to your bank account.',
    ),
  },
  {
    sender: 'Brisbane City Council',
    blurb: 'Rates notice, second quarter',
    daysAgo: 18,
    status: 3,
    weight: 35,
    read: true,
    folder: 'Invoices',
    action: 4,
    pages: letter(
      'Rates notice',
      'Property: Unit 5, 18 Ferry Road, West End.',
      'Quarterly rates: $498.30, due 12 December.',
    ),
  },
  { sender: 'ANZ', blurb: 'New card enclosed', daysAgo: 2, status: 2, weight: 18, read: false },
  {
    sender: 'Telstra',
    blurb: 'Mobile plan changes',
    daysAgo: 2,
    status: 2,
    weight: 20,
    read: false,
    action: 0,
  },
  {
    sender: 'Queensland Government',
    blurb: 'Electoral roll confirmation',
    daysAgo: 1,
    status: 2,
    weight: 16,
    read: false,
  },
  {
    sender: 'Amazon AU',
    blurb: 'Parcel, books',
    daysAgo: 1,
    status: 2,
    parcel: true,
    weight: 1280,
    read: false,
  },
  {
    sender: 'JB Hi-Fi',
    blurb: 'Parcel, headphones',
    daysAgo: 3,
    status: 2,
    parcel: true,
    weight: 640,
    read: false,
    action: 3,
  },
  {
    sender: 'Etsy seller, Melbourne',
    blurb: 'Small parcel',
    daysAgo: 8,
    status: 2,
    parcel: true,
    weight: 310,
    read: true,
  },
  {
    sender: 'Uniqlo Japan',
    name: 'Parcel from Tokyo',
    blurb: 'Clothing',
    daysAgo: 9,
    status: 2,
    parcel: true,
    weight: 850,
    read: true,
    action: 2,
  },
  {
    sender: 'AGL',
    blurb: 'Gas bill',
    daysAgo: 20,
    status: 3,
    weight: 24,
    read: true,
    action: 2,
    pages: letter('Your gas bill', 'Amount due: $64.10 by 30 November.'),
  },
  { sender: 'Harvey Norman', blurb: 'Catalogue', daysAgo: 21, status: 6, weight: 140, read: true },
  {
    sender: 'Real estate flyer',
    blurb: 'Advertising',
    daysAgo: 40,
    status: 5,
    weight: 60,
    read: true,
  },
  {
    sender: 'Unknown sender',
    blurb: 'Addressed to a previous tenant',
    daysAgo: 30,
    status: 7,
    weight: 22,
    read: true,
  },
  {
    sender: 'Vodafone',
    blurb: 'Addressed to a previous tenant',
    daysAgo: 4,
    status: 2,
    weight: 19,
    read: false,
    action: 3,
  },
  {
    sender: 'Westpac',
    blurb: 'Term deposit maturity',
    daysAgo: 25,
    status: 3,
    weight: 26,
    read: true,
    folder: 'Bank statements',
    pages: letter(
      'Term deposit maturity notice',
      'Your term deposit of $10,000 matures on 3 December.',
      'Interest earned: $412.77.',
    ),
  },
  {
    sender: 'ATO',
    name: 'PAYG instalment',
    blurb: 'Activity statement',
    daysAgo: 45,
    status: 3,
    weight: 30,
    read: true,
    folder: 'Tax 2025',
    pages: letter(
      'Activity statement',
      'PAYG instalment for the September quarter: $1,860.00.',
      'Lodge and pay by 28 October.',
    ),
  },
  {
    sender: 'H&R Block',
    blurb: 'Tax return summary',
    daysAgo: 50,
    status: 3,
    weight: 34,
    read: true,
    folder: 'Tax 2025',
    pages: letter(
      'Dear Charlotte,',
      'Your 2025 tax return has been lodged.',
      'Estimated refund: $1,214.35.',
      'Thank you for choosing H&R Block.',
    ),
  },
  {
    sender: 'Bupa',
    blurb: 'Health cover renewal',
    daysAgo: 60,
    status: 3,
    weight: 28,
    read: true,
    folder: 'Personal',
    pages: letter(
      'Your cover renews soon',
      'Hospital and extras cover: $212.40 per month from 1 January.',
    ),
  },
  {
    sender: 'RACQ',
    blurb: 'Car insurance certificate',
    daysAgo: 70,
    status: 3,
    weight: 30,
    read: true,
    pages: letter(
      'Certificate of insurance',
      'Comprehensive car insurance, policy MOT123456.',
      'Period of cover: 12 months.',
    ),
  },
  {
    sender: 'Optus',
    blurb: 'Final bill',
    daysAgo: 13,
    status: 3,
    weight: 22,
    read: true,
    deletedDaysAgo: 6,
    pages: letter('Final bill', 'Amount: $0.00. Your account is closed.'),
  },
  {
    sender: 'Pizza Hut',
    blurb: 'Menu flyer',
    daysAgo: 16,
    status: 2,
    weight: 12,
    read: true,
    deletedDaysAgo: 12,
  },
  {
    sender: 'Charity appeal',
    blurb: 'Donation request',
    daysAgo: 22,
    status: 2,
    weight: 18,
    read: true,
    deletedDaysAgo: 20,
  },
  {
    sender: 'Tenancy agent',
    blurb: 'Routine inspection',
    daysAgo: 3,
    status: 2,
    weight: 21,
    read: false,
    action: 1,
    forward: 5,
  },
  {
    sender: 'Suncorp',
    blurb: 'Home insurance',
    daysAgo: 4,
    status: 3,
    weight: 27,
    read: true,
    action: 1,
    forward: 5,
    pages: letter('Home contents insurance', 'Your policy renews on 1 December. Premium $388.00.'),
  },
  {
    sender: 'Law Society',
    blurb: 'Signed contract',
    daysAgo: 5,
    status: 2,
    weight: 45,
    read: false,
    action: 1,
    forward: 5,
  },
  {
    sender: 'Design Council',
    blurb: 'Award certificate',
    daysAgo: 199,
    status: 4,
    weight: 60,
    read: true,
    forward: 0,
  },
  {
    sender: 'Adobe',
    blurb: 'Licence renewal',
    daysAgo: 199,
    status: 4,
    weight: 20,
    read: true,
    forward: 0,
  },
  {
    sender: 'Officeworks',
    blurb: 'Parcel, printer',
    daysAgo: 163,
    status: 4,
    parcel: true,
    weight: 6800,
    read: true,
    forward: 1,
  },
  {
    sender: 'Vietnam Embassy',
    blurb: 'Visa documents',
    daysAgo: 106,
    status: 4,
    weight: 48,
    read: true,
    forward: 2,
  },
  {
    sender: 'Kmart',
    blurb: 'Parcel, homewares',
    daysAgo: 56,
    status: 4,
    parcel: true,
    weight: 2100,
    read: true,
    forward: 3,
  },
  {
    sender: 'University of Queensland',
    blurb: 'Academic transcript',
    daysAgo: 12,
    status: 4,
    weight: 38,
    read: true,
    forward: 4,
  },
  { sender: 'Ikea', blurb: 'Delivery docket', daysAgo: 34, status: 5, weight: 15, read: true },
  {
    sender: 'Myer',
    blurb: 'Store card statement',
    daysAgo: 36,
    status: 3,
    weight: 25,
    read: true,
    pages: letter('Statement', 'Balance owing: $0.00. No payment required.'),
  },
  {
    sender: 'Queensland Museum',
    blurb: 'Membership card',
    daysAgo: 11,
    status: 2,
    weight: 17,
    read: true,
  },
  {
    sender: 'DHL Express',
    blurb: 'Parcel from Germany',
    daysAgo: 2,
    status: 2,
    parcel: true,
    weight: 2350,
    read: false,
    action: 0,
  },
  {
    sender: 'Australian Electoral Commission',
    blurb: 'Enrolment update',
    daysAgo: 27,
    status: 3,
    weight: 19,
    read: true,
    deletedDaysAgo: 26,
    pages: letter('Enrolment confirmed', 'Your enrolment details have been updated.'),
  },
];

/**
 * demo@harbour.test's mailbox: items in every status and pending action, letters and parcels, in
 * English, Japanese and Chinese, with sent and pending forwards.
 */
export const HARBOUR_MAILBOX: DemoMailbox = {
  suite: ['Charlotte Nguyen', 'Suite HM1001', 'PO Box 2740', 'Brisbane QLD 4001'],
  forwards: HARBOUR_FORWARDS,
  items: HARBOUR_ITEMS,
};

/**
 * A demo member's mailbox: its forwards, then its items, filed in folders and Deleted Items and
 * linked to their forwards. With `storage`, each item's envelope (and, once opened, its contents)
 * is a PDF made here and made searchable.
 */
/** Where scans go: the database itself (for their write-ahead intents) and the storage. */
export interface ScanStore {
  db: Kysely<Tables>;
  storage: Storage;
}

export async function seedDemoMailbox(
  trx: Transaction<Tables>,
  accountId: number,
  mailbox: DemoMailbox,
  now: Date,
  scans: ScanStore | undefined,
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const folders = new Map(
    (
      await trx
        .selectFrom('folders')
        .select(['folder_id', 'name'])
        .where('account_id', '=', accountId)
        .execute()
    ).map((row) => [row.name, row.folder_id]),
  );
  const addresses = new Map(
    (
      await trx
        .selectFrom('addresses')
        .select(['address_id', 'full_name', 'city'])
        .where('account_id', '=', accountId)
        .execute()
    ).map((row) => [`${row.full_name}, ${row.city}`, row.address_id]),
  );
  const forwardIds: number[] = [];
  for (const forward of mailbox.forwards) {
    const created = daysAgo(forward.daysAgo);
    const { forward_id } = await trx
      .insertInto('forwards')
      .values({
        account_id: accountId,
        address_id: addresses.get(forward.address)!,
        carrier: forward.carrier,
        service: forward.service,
        service_code: forward.serviceCode,
        postage_cents: forward.postageCents,
        product_fee_cents: forward.productFeeCents,
        status: forward.tracking ? 'sent' : 'pending',
        tracking_number: forward.tracking,
        created_at: created,
        date_sent: forward.tracking ? new Date(created.getTime() + DAY_MS) : null,
      })
      .returning('forward_id')
      .executeTakeFirstOrThrow();
    forwardIds.push(forward_id);
  }

  for (const item of mailbox.items) {
    const received = daysAgo(item.daysAgo);
    const { mail_id: mailId } = await trx
      .insertInto('mail_items')
      .values({
        account_id: accountId,
        name: item.name ?? item.sender,
        sender: item.sender,
        blurb: item.blurb ?? '',
        status: item.status,
        mail_action: item.action ?? null,
        mail_type: item.parcel ? 1 : 0,
        weight_grams: item.weight,
        date_received: received,
        date_scanned: received,
        // The demo's history: its emails went out long ago (no digest of it on the first morning).
        notified_at: received,
        digested_at: received,
        read: item.read ?? false,
        folder_id: item.folder ? folders.get(item.folder)! : null,
        recycled_at: item.deletedDaysAgo === undefined ? null : daysAgo(item.deletedDaysAgo),
      })
      .returning('mail_id')
      .executeTakeFirstOrThrow();
    if (item.forward !== undefined) {
      await trx
        .insertInto('forward_items')
        .values({ forward_id: forwardIds[item.forward]!, mail_id: mailId })
        .execute();
    }
    if (scans) await storeScans(scans, trx, mailId, item, mailbox.suite);
  }
}

async function storeScans(
  scans: ScanStore,
  trx: Transaction<Tables>,
  mailId: number,
  item: ItemSeed,
  suite: string[],
): Promise<void> {
  const content: LetterContent = {
    envelope: { from: item.from ?? [item.sender], to: suite },
    pages: item.pages ?? [],
    cjk: item.cjk ?? false,
  };
  await storeScan(scans, mailId, 'envelope', await envelopePdf(content), trx);
  if (item.pages) await storeScan(scans, mailId, 'contents', await contentsPdf(content), trx);
}
