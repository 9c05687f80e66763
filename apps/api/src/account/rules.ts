import type { components } from '@portal/contract/schema';
import { isEmailAddress, validateContactForm } from '@portal/domain/validation/contact-form';
import { REGISTRATION_STATUS, registrationStatusOf } from '@portal/domain/registration-status';
import { signupResumeStep } from '@portal/domain/signup-resume';
import { SIGNUP_STEPS, signupSteps } from '@portal/domain/signup-wizard';
import { knownTimeZone } from '@portal/domain/time-zone';
import { verificationFlags } from '@portal/domain/verification-status';
import type { Kysely, Transaction } from 'kysely';
import * as accountLifecycle from '#account/lifecycle.ts';
import { acceptedCurrentTerms } from '#account/terms.ts';
import { emailAndTaken, updateAccount, type AccountSettings } from '#account/queries.ts';
import {
  notificationSettingsOf,
  setNotification,
  type NotificationColumn,
} from '#account/notification-settings.ts';
import { findAccount, lockAccount, type AccountRow } from '#platform/db/account-row.ts';
import { forgetDevices } from '#auth/device-authorisations.ts';
import { loginOf, setUserLoginGuard, userOfAccount } from '#auth/logins.ts';
import { findBrand } from '#brands/brand-registry.ts';
import type { Tables } from '#platform/db/tables.ts';
import { toDollars } from '#contract/money.ts';
import { invalidField } from '#contract/problem.ts';
import type { RequestBodyOf } from '#contract/operation-handler.ts';
import { audit, type AuditText } from '#platform/audit.ts';

export type AccountView = components['schemas']['Account'];

/**
 * The member's account as the contract shows it (§3): Login, GetAccount and UpdateAccount answer it.
 * An unfinished signup also says where it resumes, which needs its chosen locations.
 */
export async function accountView(db: Kysely<Tables>, row: AccountRow): Promise<AccountView> {
  const { you, row: user } = await userOfAccount(db, row);
  const own = notificationSettingsOf(user);
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number || null,
    companyName: row.company_name || null,
    accountName: row.account_name,
    address1: row.address1,
    address2: row.address2 || null,
    city: row.city,
    postcode: row.postcode,
    state: row.state,
    country: row.country,
    language: row.language,
    timeZone: row.time_zone,
    ...(row.pending_email === null ? {} : { pendingEmail: row.pending_email }),
    balance: toDollars(row.balance_cents),
    userCode: row.user_code,
    planId: row.plan_id,
    status: row.status,
    activePayment: row.active_payment,
    ...verificationFlags({
      idVerification: row.id_verification,
      smsVerification: row.sms_verification,
    }),
    termsAndConditionsSigned: acceptedCurrentTerms(row),
    verificationCode: row.verification_code,
    // The signed-in user's own guard (decision 105): the holder's is the account's.
    enableLoginGuard: you.enableLoginGuard,
    autoTopUpAmount: row.auto_top_up_cents > 0 ? toDollars(row.auto_top_up_cents) : null,
    autoTopUpThreshold: toDollars(row.auto_top_up_threshold_cents),
    lowBalanceWarning: toDollars(row.low_balance_warning_cents),
    autoAction: row.auto_action === 0 ? 0 : 1,
    // The signed-in user's own notification settings (decision 105), not the account's.
    ...own,
    billingDate: row.billing_date,
    registrationStatus: registrationStatusOf(row.registration_status),
    card: savedCardOf(row),
    signupStep: await signupStepOf(db, row),
    closing:
      row.close_notice_ends_on === null || row.close_held_mail === null
        ? null
        : { noticeEndsOn: row.close_notice_ends_on, heldMail: row.close_held_mail },
    you: {
      userId: you.userId,
      name: you.name,
      email: you.email,
      role: you.role,
      isHolder: you.isHolder,
    },
  };
}

export async function loadAccountView(db: Kysely<Tables>, accountId: number): Promise<AccountView> {
  return accountView(db, await findAccount(db, accountId));
}

/**
 * The card on file; a card saved before the provider's details were kept shows what is known (no
 * network, no expiry), never a guess.
 */
function savedCardOf(row: AccountRow): AccountView['card'] {
  if (row.card_token === null || row.card_last4 === null) return null;
  return {
    brand: row.card_brand ?? 'unknown',
    last4: row.card_last4,
    expMonth: row.card_exp_month,
    expYear: row.card_exp_year,
  };
}

/** Where an unfinished signup resumes (`signupResumeStep`); complete accounts skip the lookup. */
async function signupStepOf(
  db: Kysely<Tables>,
  row: AccountRow,
): Promise<AccountView['signupStep']> {
  const complete = row.registration_status === REGISTRATION_STATUS.complete;
  if (complete) return null;
  const brand = findBrand(row.webpage);
  const location = await db
    .selectFrom('account_locations')
    .select('location_id')
    .where('account_id', '=', row.account_id)
    .limit(1)
    .executeTakeFirst();
  return signupResumeStep(signupSteps(brand?.signupSettings.steps ?? SIGNUP_STEPS), {
    complete,
    hasLocations: location !== undefined,
  });
}

/**
 * Saves account settings and audits the change in one transaction, answering the account as the
 * contract shows it. Saving what is already there changes nothing and writes no audit entry, so the
 * audit log lists real changes only.
 */
export async function changeAccount(
  db: Kysely<Tables>,
  accountId: number,
  changes: AccountSettings,
  auditText: AuditText,
): Promise<AccountView> {
  const columns = Object.keys(changes) as (keyof typeof changes)[];
  return auditedChange(db, accountId, {
    isDone: (row) => columns.every((column) => row[column] === changes[column]),
    change: (trx) => updateAccount(trx, accountId, changes),
    auditText,
  });
}

/**
 * The notification toggles (UpdateIncludePdf, UpdateQuoteScanText, UpdateSeparateAlerts,
 * UpdateEmailActionNotification): one of the signed-in user's own settings (decision 105), audited
 * when it changes; nobody else's changes.
 */
export async function changeNotification(
  db: Kysely<Tables>,
  { accountId, userId }: { accountId: number; userId: number },
  change: { column: NotificationColumn; value: boolean; auditText: AuditText },
): Promise<AccountView> {
  return db.transaction().execute(async (trx) => {
    if (await setNotification(trx, userId, change.column, change.value)) {
      await audit(trx, accountId, change.auditText);
    }
    return accountView(trx, await findAccount(trx, accountId));
  });
}

/**
 * UpdateLoginGuard, saved as changeAccount saves a setting, for the signed-in user's own login
 * (decision 105: the holder's guard is the account's column, an invited user's is theirs). Turning
 * the guard on or off also forgets every browser it knew for that login (decision 078): on, every
 * browser proves it can read the user's email from now; off and on again later, browsers
 * authorised before are not silently trusted.
 */
export async function changeLoginGuard(
  db: Kysely<Tables>,
  { accountId, userId, isHolder }: { accountId: number; userId: number; isHolder: boolean },
  enabled: boolean,
): Promise<AccountView> {
  const usersOwn = isHolder ? null : (await loginOf(db, userId)).user.enableLoginGuard;
  return auditedChange(db, accountId, {
    isDone: (row) => (usersOwn ?? row.enable_login_guard) === enabled,
    change: async (trx) => {
      await forgetDevices(trx, { accountId, userId });
      if (!isHolder) {
        await setUserLoginGuard(trx, userId, enabled);
        return lockAccount(trx, accountId);
      }
      return updateAccount(trx, accountId, { enable_login_guard: enabled });
    },
    auditText: { key: enabled ? 'audit.loginGuardOn' : 'audit.loginGuardOff' },
  });
}

/**
 * Pauses the account (PauseAccount) the way changeAccount saves a setting: the machine refuses it
 * while mail is held (§8) or the account is not active.
 */
export async function pauseWithAudit(
  db: Kysely<Tables>,
  accountId: number,
  mailHeld: (trx: Transaction<Tables>) => Promise<boolean>,
): Promise<AccountView> {
  return auditedChange(db, accountId, {
    isDone: (row) => row.status === 'On Hold',
    change: async (trx) =>
      (await accountLifecycle.pause(trx, accountId, await mailHeld(trx), new Date())).account,
    auditText: { key: 'audit.paused' },
  });
}

/** Unpauses the account (UnpauseAccount); after the period already paid it settles the days left. */
export async function unpauseWithAudit(
  db: Kysely<Tables>,
  accountId: number,
): Promise<AccountView> {
  return auditedChange(db, accountId, {
    isDone: (row) => row.status === 'Active',
    change: async (trx) => (await accountLifecycle.unpause(trx, accountId, new Date())).account,
    auditText: { key: 'audit.unpaused' },
  });
}

/** With the account locked: nothing when `isDone` already, else `change` and an audit entry. */
async function auditedChange(
  db: Kysely<Tables>,
  accountId: number,
  step: {
    isDone: (row: AccountRow) => boolean;
    change: (trx: Transaction<Tables>) => Promise<AccountRow>;
    auditText: AuditText;
  },
): Promise<AccountView> {
  return db.transaction().execute(async (trx) => {
    const row = await lockAccount(trx, accountId);
    if (step.isDone(row)) return accountView(trx, row);
    const updated = await step.change(trx);
    await audit(trx, accountId, step.auditText);
    return accountView(trx, updated);
  });
}

/**
 * The account columns the contact form sets, stored the same way by signup and UpdateAccount; 400
 * on a `timeZone` that is not one.
 */
export function contactColumns(form: RequestBodyOf<'updateAccount'>) {
  return {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    account_name: form.accountName.trim(),
    phone_number: form.phoneNumber ?? '',
    company_name: form.companyName ?? '',
    address1: form.address1,
    address2: form.address2 ?? '',
    city: form.city,
    postcode: form.postcode,
    state: form.state,
    country: form.country,
    language: form.language,
    ...(form.timeZone === undefined ? {} : { time_zone: timeZoneColumn(form.timeZone) }),
  } satisfies AccountSettings;
}

function timeZoneColumn(zone: string): string {
  const known = knownTimeZone(zone);
  if (known === null)
    throw invalidField('timeZone', 'Choose a time zone from the list', 'problem.field.oneOf');
  return known;
}

/** The §5 contact form rules (first, last and billing name not blank) and a valid email. */
export function checkContactForm(form: RequestBodyOf<'updateAccount'>) {
  const [blank] = Object.keys(validateContactForm(form));
  if (blank) throw invalidField(blank, 'Can not be blank', 'problem.field.required');
  if (!isEmailAddress(form.email)) throw emailUnavailable();
}

/** One answer for a malformed address and one in use, so no call reveals a member's address. */
export const EMAIL_UNAVAILABLE = 'Email is invalid or not available';
export const emailUnavailable = () =>
  invalidField('email', EMAIL_UNAVAILABLE, 'validation.email.invalidOrUnavailable');

/**
 * Whether `email` differs from the account's address (ignoring case, as logins do). A different
 * one must not belong to another account of the same brand.
 */
export async function isNewEmail(
  db: Kysely<Tables>,
  accountId: number,
  email: string,
): Promise<boolean> {
  const row = await emailAndTaken(db, accountId, email);
  if (row.taken) throw emailUnavailable();
  return row.email.toLowerCase() !== email.toLowerCase();
}
