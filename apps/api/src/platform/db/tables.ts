// Generated from the migrations by `pnpm --filter @portal/api gen`: do not edit.
// A column's comment, a check's allowed values and a default all come from the schema; the shapes
// of jsonb values and the names of unions from src/platform/db/codegen/column-types.ts.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** A column the database fills in on insert when the row leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Read as a Date; written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Read parsed; written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
/** numeric: pg hands it over as a string to keep its precision. */
type Numeric = string;
/** date: kept as its YYYY-MM-DD text (see the type parser in database.ts). */
type DateText = string;

export type HeldMailAtClose = 'shred' | 'returnToSender';

export type DoneAction = 'scanned' | 'forwarded' | 'shredded' | 'returned';

export type AutoTopUpStatus = 'pending' | 'charged' | 'failed' | 'not_needed';

export type LabelColour =
  'grey' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink';

export type ProtectedKind = 'cheque' | 'card' | 'identity' | 'government' | 'legal';

export type RuleOutcome = 'done' | 'flagged' | 'undone';

export type RuleMatchOn = 'sender' | 'text';

export type CodePurpose =
  'login_guard' | 'email_verification' | 'password_reset' | 'sms' | 'email_change';

export type PaymentMethod = 'card' | 'paypal' | 'bankTransfer';

export type PhotoSide = 'front' | 'back' | 'selfie';

export interface AccountLocationsTable {
  account_id: number;
  location_id: number;
}

/** Every login of every account: its holder and the people invited to it (decision 105) */
export interface AccountUsersTable {
  user_id: Generated<number>;
  account_id: number;
  webpage: string;
  /** The sign-in email; one login per email within a brand, holders included */
  email: string;
  /** The person's name; the holder's is the account's first and last name, kept in step */
  name: string;
  /** The account holder: an admin who cannot be removed; their credentials stay on accounts */
  is_holder: Defaulted<boolean>;
  role: 'viewer' | 'member' | 'admin';
  /** An invited user's argon2id hash; null for the holder, whose hash is accounts.password_hash */
  password_hash: string | null;
  /** An invited user's login guard; the holder's is accounts.enable_login_guard */
  enable_login_guard: Defaulted<boolean>;
  joined_at: DefaultedTimestamp;
  /** The user wants emails about the account's mail (new items, sender rules); theirs alone */
  email_action_notification: Defaulted<boolean>;
  /** The user's emails about a new item show the envelope as a thumbnail */
  include_pdf: Defaulted<boolean>;
  /** The user wants one email per new item; off, one daily digest (the spelling of the original backend) */
  seperate_alerts: Defaulted<boolean>;
  /** For a person who joined with an existing login: the row holding its credentials and login guard (decision 105); null on a login's own row */
  login_of: number | null;
  /** The user's emails about new mail quote the first lines read from its scan (issue 41); off for a new user */
  quote_scan_text: Defaulted<boolean>;
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
  /** SMS_VERIFICATION in @portal/domain. */
  sms_verification: Defaulted<0 | 2>;
  /** ID_VERIFICATION in @portal/domain. */
  id_verification: Defaulted<0 | 1 | 2>;
  verified_mobile: string | null;
  /** When the member accepted terms_version. */
  terms_accepted_at: Timestamp | null;
  verification_code: string;
  enable_login_guard: Defaulted<boolean>;
  auto_top_up_cents: Defaulted<number>;
  auto_action: Defaulted<number>;
  /** The next billing date: the monthly fee is charged on it, then it moves to the next month (spec §9). */
  billing_date: Defaulted<DateText>;
  /** REGISTRATION_STATUS in @portal/domain. */
  registration_status: Defaulted<number>;
  card_token: string | null;
  card_name: string | null;
  created_at: DefaultedTimestamp;
  closed_at: Timestamp | null;
  /** The last four digits of the saved card, from the card provider. */
  card_last4: string | null;
  /** The day of the month the account is billed on; months without it bill on their last day. */
  billing_day: Defaulted<number>;
  /** Why staff refused the last photo ID submission, shown to the member; null when none was refused. */
  id_rejection_reason: string | null;
  /** The first day the current billing period covers; it ends the day before billing_date. */
  period_from: Defaulted<DateText>;
  /** The monthly fee taken for the current period, after plan-change charges and credits: no plan-change credit exceeds its unused share. */
  period_charged_cents: Defaulted<number>;
  /** Card charges refused in a row; the third sets active_payment false (spec §6). */
  card_failures: Defaulted<number>;
  /** The plans whose setup fee this account has paid: each is charged once. */
  setup_fees_paid: Defaulted<number[]>;
  /** Auto top-up charges the card when the balance falls below this; 0: only when a charge finds too little. */
  auto_top_up_threshold_cents: Defaulted<number>;
  /** The day a notice given with Close Account ends and the account closes; null: no notice running. */
  close_notice_ends_on: DateText | null;
  /** What happens to mail still held when the notice ends: shred or returnToSender. */
  close_held_mail: HeldMailAtClose | null;
  /** closed: by its member after the notice; terminated: unpaid more than 90 days (§9). */
  closed_reason: 'closed' | 'terminated' | null;
  /** A new sign-in email the member asked for, not yet verified; the email column stays the sign-in email until it is. */
  pending_email: string | null;
  /** The version of the terms (account/terms.ts) the member last accepted; null before any. */
  terms_version: string | null;
  /** The IANA time zone the member reads dates and times in: the browser's at signup, else the zone of the brand's first location. */
  time_zone: Defaulted<string>;
  card_brand: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  /** The balance the holder asked to be warned below; 0 when only the warning before the monthly fee is wanted */
  low_balance_warning_cents: Defaulted<number>;
}

/** Actions staff finished for a member, each emailed once to the users who want it (issue 41). */
export interface ActionDoneNoticesTable {
  action_done_notice_id: Generated<number>;
  account_id: number;
  action: DoneAction;
  /** The item scanned, shredded or returned; null for a forward */
  mail_id: number | null;
  /** The forward posted; null for an action on one item */
  forward_id: number | null;
  created_at: DefaultedTimestamp;
  /** When its emails went (or were found unwanted): a job run again sends none */
  emailed_at: Timestamp | null;
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
  url: Defaulted<string>;
  read: Defaulted<boolean>;
  created_at: DefaultedTimestamp;
  /** What the alert says, as a message id of the catalogs (alert.*); alert.staff carries a message staff wrote. */
  text_key: string;
  /** The values of the message text_key names. */
  text_values: DefaultedJson<Record<string, string | number>>;
}

export interface AuditEntriesTable {
  audit_id: Generated<number>;
  account_id: number;
  date_time: DefaultedTimestamp;
  /** The catalog message id of the line (settings area, audit.*). */
  text_key: string;
  /** The message's values by name: money in dollars and instants in epoch milliseconds as numbers, names, emails and addresses as strings. */
  text_values: DefaultedJson<Record<string, string | number>>;
  /** The account's user whose request wrote the line; null for staff and the service */
  user_id: number | null;
  /** That user's name when the line was written; kept after the user is removed */
  actor_name: string | null;
}

/** Card charges of auto top-up, one per crossing below the threshold. */
export interface AutoTopUpsTable {
  auto_top_up_id: Generated<number>;
  account_id: number;
  /** The ledger entry that took the balance below the threshold: one top-up per crossing. */
  crossing_entry_id: number;
  amount_cents: number;
  status: Defaulted<AutoTopUpStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  credit_entry_id: number | null;
  created_at: DefaultedTimestamp;
  settled_at: Timestamp | null;
}

/** Bank transfers credited by staff (ops bank-transfer), once per bank transaction (issue 41). */
export interface BankTransfersTable {
  /** The bank's own id of the transaction, or one staff's command derived from the suite code, amount and value date when the bank gave none */
  bank_transaction_id: string;
  account_id: number;
  /** The amount the bank received and the balance was credited with */
  amount_cents: number;
  /** The day the bank received the money, as its statement says */
  value_date: DateText;
  /** The credit the transfer posted */
  ledger_entry_id: number;
  /** The tax invoice the member was sent for it */
  receipt_id: number;
  credited_at: DefaultedTimestamp;
}

/** Once-only billing notices per account: credit-expiry:<entry>, unpaid:<since>:<days>, ... */
export interface BillingEventsTable {
  account_id: number;
  event_key: string;
  created_at: DefaultedTimestamp;
}

export interface DeviceAuthorisationsTable {
  account_id: number;
  device_sha256: string;
  authorised_at: DefaultedTimestamp;
  /** The user whose login the browser was authorised for */
  user_id: number;
}

/** Sign-in email changes, each with the undo link emailed to the old address. */
export interface EmailChangesTable {
  email_change_id: Generated<number>;
  account_id: number;
  /** The sign-in email when the change was asked for; undo restores it. */
  old_email: string;
  /** The address asked for. */
  new_email: string;
  /** SHA-256 of the undo link's token. */
  undo_sha256: string;
  requested_at: DefaultedTimestamp;
  /** The undo link works until then. */
  undo_expires_at: Timestamp;
  /** When the old address undid the change; the link then works no more. */
  undone_at: Timestamp | null;
}

export interface FoldersTable {
  folder_id: Generated<number>;
  account_id: number;
  name: string;
}

export interface ForwardItemsTable {
  forward_id: number;
  mail_id: number;
}

export interface ForwardsTable {
  forward_id: Generated<number>;
  account_id: number;
  address_id: number;
  carrier: string;
  service: string;
  service_code: string;
  options: DefaultedJson<string[]>;
  postage_cents: number;
  product_fee_cents: number;
  notes: Defaulted<string>;
  custom_form: Json<unknown> | null;
  status: Defaulted<'pending' | 'sent' | 'cancelled'>;
  tracking_number: string | null;
  created_at: DefaultedTimestamp;
  date_sent: Timestamp | null;
}

export interface IdempotencyKeysTable {
  account_id: number;
  idempotency_key: string;
  operation: string;
  request_sha256: string;
  /** The first answer's 200 body. */
  response: Json<unknown>;
  created_at: DefaultedTimestamp;
}

export interface LabelsTable {
  label_id: Generated<number>;
  account_id: number;
  name: string;
  colour: Defaulted<LabelColour>;
}

export interface LedgerEntriesTable {
  transaction_id: Generated<number>;
  account_id: number;
  date: DefaultedTimestamp;
  plan_name: Defaulted<string>;
  amount_cents: number;
  balance_after_cents: number;
  /** Set on purchased credit (top-ups): the day what is left of it expires. */
  credit_expires_on: DateText | null;
  /** On a credit expiry: the purchase it expires (once, by the unique constraint). */
  expires_entry_id: number | null;
  /** On fees of a billing run: monthly:<date> or storage:<date>, unique per account. */
  billing_key: string | null;
  /** What the entry is, as a message id of the catalogs (ledger.*); the screens and the CSV render it in the member's language. */
  text_key: string;
  /** The values of the message text_key names: money in dollars, instants in epoch milliseconds. */
  text_values: DefaultedJson<Record<string, string | number>>;
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
  /** The IANA time zone of the location, from its state. */
  time_zone: GeneratedAlways<string>;
}

/** Low-balance warnings, one per crossing below the level (issue 41). */
export interface LowBalanceWarningsTable {
  low_balance_warning_id: Generated<number>;
  account_id: number;
  /** The ledger entry that took the balance below the level: a second debit in the same crossing finds its warning already asked for */
  crossing_entry_id: number;
  /** The balance warned below: the monthly fee of the plan at the time */
  level_cents: number;
  created_at: DefaultedTimestamp;
  /** The level was the member's own (above the monthly fee), so the email names it rather than the fee */
  member_level: Defaulted<boolean>;
}

export interface MailItemsTable {
  mail_id: Generated<number>;
  account_id: number;
  name: string;
  sender: Defaulted<string>;
  blurb: Defaulted<string>;
  /** MAIL_STATUS in @portal/domain. */
  status: Defaulted<number>;
  /** PENDING_ACTION in @portal/domain: the action staff owe. */
  mail_action: number | null;
  mail_type: Defaulted<number>;
  weight_grams: number;
  date_received: DefaultedTimestamp;
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
  /** When the member asked for the pending action (set by a trigger whenever mail_action changes). */
  action_requested_at: Timestamp | null;
  /** Every character and pair of characters of name, blurb and scanned text, lower-cased: finds one- and two-character searches (set by a trigger when they change) */
  search_grams: Defaulted<string[]>;
  /** When the emails about this item itself went to the users who want one per item (or none did); null while not yet */
  notified_at: Timestamp | null;
  /** What staff marked the item as at receipt (ops receive --kind): no rule acts on it; null for ordinary mail */
  protected_kind: ProtectedKind | null;
  /** The member's labels on the item (labels.label_id); deleting a label removes it here */
  label_ids: Defaulted<number[]>;
  /** When the daily digests naming this item went to the users who want a digest (or none did); null while not yet */
  digested_at: Timestamp | null;
}

export interface MailRuleActionsTable {
  action_id: Generated<number>;
  account_id: number;
  mail_id: number;
  rule_id: number | null;
  rule_name: string;
  action: Json<{
    type: 'scan' | 'folder' | 'label' | 'forward' | 'notify' | 'hold';
    folderId?: number;
    label?: string;
    addressId?: number;
  }>;
  /** done; flagged: nothing was done, the member decides (a protected item, or an action the account could not take); undone by the member */
  outcome: RuleOutcome;
  /** The item's folder before the rule acted, put back by undo */
  previous_folder_id: number | null;
  /** The item's pending action before the rule acted (PENDING_ACTION), put back by undo */
  previous_mail_action: number | null;
  acted_at: DefaultedTimestamp;
  undone_at: Timestamp | null;
}

export interface MailRulesTable {
  rule_id: Generated<number>;
  account_id: number;
  /** Rules are tried by position, 1 first; the first that matches acts */
  position: number;
  name: string;
  match_on: RuleMatchOn;
  match_text: string;
  /** The MailRuleActionSpec of the contract: { type, folderId?, label?, addressId? } */
  action: Json<{
    type: 'scan' | 'folder' | 'label' | 'forward' | 'notify' | 'hold';
    folderId?: number;
    label?: string;
    addressId?: number;
  }>;
  enabled: Defaulted<boolean>;
  created_at: DefaultedTimestamp;
}

/** The number the live SMS code was texted to. */
export interface MobileVerificationsTable {
  account_id: number;
  mobile_number: string;
  requested_at: DefaultedTimestamp;
}

export interface OneTimeCodesTable {
  code_id: Generated<number>;
  account_id: number;
  purpose: CodePurpose;
  code_sha256: string;
  device_sha256: string | null;
  attempts: Defaulted<number>;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** For password reset links and login guard codes: the user they are for */
  user_id: number | null;
}

export interface OutboxMessagesTable {
  message_id: Generated<number>;
  channel: 'email' | 'sms';
  webpage: string;
  recipient: string;
  subject: Defaulted<string>;
  body_text: string;
  body_html: string | null;
  links: DefaultedJson<string[]>;
  created_at: DefaultedTimestamp;
  /** { filename, size } of each attachment. */
  attachments: DefaultedJson<{ filename: string; size: number; sha256: string; cid?: string }[]>;
}

/** PayPal orders credited, each once. */
export interface PaypalOrdersTable {
  order_id: string;
  account_id: number;
  amount_cents: number;
  credited_at: DefaultedTimestamp;
}

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
  parcel_forward_percent: Numeric | null;
  parcel_forward_only: Defaulted<boolean>;
  minimum_mail_deposit_cents: number;
  public: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  most_popular: Defaulted<boolean>;
  /** What a letter costs per day once its 30 free days are over. */
  envelope_storage_cents: Defaulted<number>;
  /** What a parcel costs per day once its 30 free days are over. */
  parcel_storage_cents: Defaulted<number>;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface ReceiptSequencesTable {
  webpage: string;
  last_number: number;
}

export interface ReceiptsTable {
  receipt_id: Generated<number>;
  account_id: number;
  webpage: string;
  sequence: number;
  number: string;
  issued_at: DefaultedTimestamp;
  amount_cents: number;
  method: PaymentMethod;
  card_brand: string | null;
  card_last4: string | null;
  text_key: string;
  text_values: DefaultedJson<Record<string, string | number>>;
}

export interface ScanPagesTable {
  mail_id: number;
  /** Which scan of the item: the envelope photo or the opened contents (the preview shows the contents once there are any) */
  kind: 'envelope' | 'contents';
  /** The page of that scan, from 1, as the preview numbers it */
  page: number;
  /** The page's text: its own text layer, or what OCR read from its image when it had none */
  text: string;
}

export interface SessionsTable {
  token_sha256: string;
  account_id: number;
  persistent: boolean;
  created_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
  expires_at: Timestamp;
  /** Names the session to its member; the token hash never leaves the server. */
  session_id: Generated<number>;
  /** The browser that logged in (User-Agent, at most 300 characters). */
  user_agent: Defaulted<string>;
  /** The address the login came from. */
  ip: Defaulted<string>;
  /** The user signed in (account_users); removing the user ends it */
  user_id: number;
}

/** Objects being written to storage whose referencing row is not committed yet (write-ahead). */
export interface StorageIntentsTable {
  /** The storage key the object is written under. */
  storage_key: string;
  /** The account the object belongs to, if any. */
  account_id: number | null;
  /** When the write began; reconcile-storage removes the object once this is older than the grace period. */
  created_at: DefaultedTimestamp;
}

/** Invitations to sign in to an account (decision 105); the link's token is kept only as its SHA-256 */
export interface TeamInvitationsTable {
  invitation_id: Generated<number>;
  account_id: number;
  webpage: string;
  email: string;
  role: 'viewer' | 'member' | 'admin';
  token_sha256: string;
  invited_by_user_id: number | null;
  /** The inviter's name when sent, shown to the invited person */
  invited_by_name: string;
  invited_at: DefaultedTimestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  cancelled_at: Timestamp | null;
}

/** One photo of an account's ID per side; the image is in private storage under storage_key. */
export interface VerificationPhotosTable {
  account_id: number;
  side: PhotoSide;
  storage_key: string;
  content_type: 'image/jpeg' | 'image/png';
  byte_size: number;
  uploaded_at: DefaultedTimestamp;
}

/** Every table, for `Kysely<Tables>`. */
export interface Tables {
  account_locations: AccountLocationsTable;
  account_users: AccountUsersTable;
  accounts: AccountsTable;
  action_done_notices: ActionDoneNoticesTable;
  additional_names: AdditionalNamesTable;
  addresses: AddressesTable;
  alerts: AlertsTable;
  audit_entries: AuditEntriesTable;
  auto_top_ups: AutoTopUpsTable;
  bank_transfers: BankTransfersTable;
  billing_events: BillingEventsTable;
  device_authorisations: DeviceAuthorisationsTable;
  email_changes: EmailChangesTable;
  folders: FoldersTable;
  forward_items: ForwardItemsTable;
  forwards: ForwardsTable;
  idempotency_keys: IdempotencyKeysTable;
  labels: LabelsTable;
  ledger_entries: LedgerEntriesTable;
  locations: LocationsTable;
  low_balance_warnings: LowBalanceWarningsTable;
  mail_items: MailItemsTable;
  mail_rule_actions: MailRuleActionsTable;
  mail_rules: MailRulesTable;
  mobile_verifications: MobileVerificationsTable;
  one_time_codes: OneTimeCodesTable;
  outbox_messages: OutboxMessagesTable;
  paypal_orders: PaypalOrdersTable;
  plans: PlansTable;
  rate_limits: RateLimitsTable;
  receipt_sequences: ReceiptSequencesTable;
  receipts: ReceiptsTable;
  scan_pages: ScanPagesTable;
  sessions: SessionsTable;
  storage_intents: StorageIntentsTable;
  team_invitations: TeamInvitationsTable;
  verification_photos: VerificationPhotosTable;
}
