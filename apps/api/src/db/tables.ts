import type { ColumnType, Generated } from 'kysely';

/**
 * The typed view of the tables the migrations create, for Kysely. Keep in step with `migrations/`:
 * a column renamed there must be renamed here, or the queries using it fail their tests.
 */

/** A column the database fills in on insert (serial ids, defaults). */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PlansTable {
  plan_id: Generated<number>;
  webpage: string;
  plan_name: string;
  monthly_fee_cents: number;
  setup_fee_cents: number;
  envelope_scan_cents: number;
  per_letter_cents: number;
  per_page_cents: number;
  letter_forward_cents: number;
  parcel_forward_cents: number;
  /** numeric(5,2): pg hands it over as a string to keep its precision. */
  parcel_forward_percent: string | null;
  parcel_forward_only: Defaulted<boolean>;
  minimum_mail_deposit_cents: number;
  public: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  most_popular: Defaulted<boolean>;
}

export interface LocationsTable {
  location_id: Generated<number>;
  webpage: string;
  street: string;
  suburb: string;
  city: string;
  state: string;
  postcode: string;
  country: Defaulted<string>;
  note: Defaulted<string>;
}

export interface AccountsTable {
  account_id: Generated<number>;
  webpage: string;
  email: string;
  password_hash: string;
  email_verified: Defaulted<boolean>;
  first_name: string;
  last_name: string;
  phone_number: Defaulted<string>;
  company_name: Defaulted<string>;
  account_name: Defaulted<string>;
  address1: Defaulted<string>;
  address2: Defaulted<string>;
  city: Defaulted<string>;
  postcode: Defaulted<string>;
  state: Defaulted<string>;
  country: Defaulted<string>;
  language: Defaulted<'en' | 'jp' | 'zh-CN' | 'zh-TW'>;
  balance_cents: Defaulted<number>;
  user_code: string;
  plan_id: number | null;
  status: Defaulted<'Active' | 'On Hold'>;
  active_payment: Defaulted<boolean>;
  sms_verification: Defaulted<0 | 2>;
  id_verification: Defaulted<0 | 1 | 2>;
  verified_mobile: string | null;
  terms_signed_at: Timestamp | null;
  terms_sha256: string | null;
  verification_code: string;
  enable_login_guard: Defaulted<boolean>;
  auto_top_up_cents: Defaulted<number>;
  auto_action: Defaulted<number>;
  email_action_notification: Defaulted<boolean>;
  include_pdf: Defaulted<boolean>;
  seperate_alerts: Defaulted<boolean>;
  /** YYYY-MM-DD: the day of the month members are billed on (§9). */
  billing_date: ColumnType<string, string | undefined, string>;
  registration_status: Defaulted<number>;
  card_token: string | null;
  card_name: string | null;
  /** The last four digits of the saved card, from the card provider (migration 0006). */
  card_last4: string | null;
  /** The setup fee is taken once, by the first card charge during signup (§9). */
  setup_fee_charged_at: Timestamp | null;
  created_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface AccountLocationsTable {
  account_id: number;
  location_id: number;
}

export interface SessionsTable {
  token_sha256: string;
  account_id: number;
  persistent: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface DeviceAuthorisationsTable {
  account_id: number;
  device_sha256: string;
  authorised_at: Timestamp;
}

export type CodePurpose = 'login_guard' | 'email_verification' | 'password_reset' | 'sms';

export interface OneTimeCodesTable {
  code_id: Generated<number>;
  account_id: number;
  purpose: CodePurpose;
  code_sha256: string;
  device_sha256: string | null;
  attempts: Defaulted<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface OutboxMessagesTable {
  message_id: Generated<number>;
  channel: 'email' | 'sms';
  webpage: string;
  recipient: string;
  subject: Defaulted<string>;
  body_text: string;
  body_html: string | null;
  links: ColumnType<string[], string | undefined, string>;
  /** `{ filename, size }` of each attachment (migration 0005). */
  attachments: ColumnType<{ filename: string; size: number }[], string | undefined, string>;
  created_at: Timestamp;
}

export interface AuditEntriesTable {
  audit_id: Generated<number>;
  account_id: number;
  date_time: Timestamp;
  message: string;
}

export interface LedgerEntriesTable {
  transaction_id: Generated<number>;
  account_id: number;
  date: Timestamp;
  description: string;
  plan_name: Defaulted<string>;
  amount_cents: number;
  balance_after_cents: number;
}

export interface AdditionalNamesTable {
  additional_name_id: Generated<number>;
  account_id: number;
  name: string;
}

export interface AddressesTable {
  address_id: Generated<number>;
  account_id: number;
  full_name: string;
  street: string;
  street2: Defaulted<string>;
  city: string;
  state: Defaulted<string>;
  postcode: string;
  country: string;
  contact_number: Defaulted<string>;
  domestic: boolean;
  deleted_at: Timestamp | null;
}

export interface AlertsTable {
  alert_id: Generated<number>;
  account_id: number;
  message: string;
  url: Defaulted<string>;
  read: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface FoldersTable {
  folder_id: Generated<number>;
  account_id: number;
  name: string;
}

export interface IdempotencyKeysTable {
  account_id: number;
  idempotency_key: string;
  operation: string;
  request_sha256: string;
  /** The first answer's 200 body, as jsonb. */
  response: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface MailItemsTable {
  mail_id: Generated<number>;
  account_id: number;
  name: string;
  sender: Defaulted<string>;
  blurb: Defaulted<string>;
  status: Defaulted<number>;
  mail_action: number | null;
  mail_type: Defaulted<number>;
  weight_grams: number;
  date_received: Timestamp;
  date_scanned: Timestamp | null;
  read: Defaulted<boolean>;
  folder_id: number | null;
  recycled_at: Timestamp | null;
  envelope_key: string | null;
  contents_key: string | null;
  page_count: Defaulted<number>;
  scan_text: Defaulted<string>;
  rescan_reason: string | null;
  return_reason: string | null;
}

export interface ForwardsTable {
  forward_id: Generated<number>;
  account_id: number;
  address_id: number;
  carrier: string;
  service: string;
  service_code: string;
  options: ColumnType<string[], string | undefined, string>;
  postage_cents: number;
  product_fee_cents: number;
  notes: Defaulted<string>;
  custom_form: ColumnType<unknown, string | null | undefined, string | null>;
  status: Defaulted<'pending' | 'sent' | 'cancelled'>;
  tracking_number: string | null;
  created_at: Timestamp;
  date_sent: Timestamp | null;
}

export interface ForwardItemsTable {
  forward_id: number;
  mail_id: number;
}

export interface Tables {
  mail_items: MailItemsTable;
  forwards: ForwardsTable;
  forward_items: ForwardItemsTable;
  plans: PlansTable;
  locations: LocationsTable;
  accounts: AccountsTable;
  account_locations: AccountLocationsTable;
  sessions: SessionsTable;
  device_authorisations: DeviceAuthorisationsTable;
  one_time_codes: OneTimeCodesTable;
  rate_limits: RateLimitsTable;
  outbox_messages: OutboxMessagesTable;
  audit_entries: AuditEntriesTable;
  ledger_entries: LedgerEntriesTable;
  additional_names: AdditionalNamesTable;
  addresses: AddressesTable;
  alerts: AlertsTable;
  folders: FoldersTable;
  idempotency_keys: IdempotencyKeysTable;
  verification_photos: VerificationPhotosTable;
  mobile_verifications: MobileVerificationsTable;
  paypal_orders: PaypalOrdersTable;
}

export type PhotoSide = 'front' | 'back' | 'selfie';

/** One photo of an account's ID per side; the image is in private storage under `storage_key`. */
export interface VerificationPhotosTable {
  account_id: number;
  side: PhotoSide;
  storage_key: string;
  content_type: 'image/jpeg' | 'image/png';
  byte_size: number;
  uploaded_at: Timestamp;
}

/** The number the live SMS code was texted to. */
export interface MobileVerificationsTable {
  account_id: number;
  mobile_number: string;
  requested_at: Timestamp;
}

/** PayPal orders credited, each once. */
export interface PaypalOrdersTable {
  order_id: string;
  account_id: number;
  amount_cents: number;
  credited_at: Timestamp;
}
