import type { components } from '@portal/api-client/schema';
import type { Kysely, Selectable } from 'kysely';
import type { AccountsTable, Tables } from '#db/tables.ts';
import { notFound } from '#http/problem.ts';
import { toDollars } from '#http/money.ts';

export type AccountView = components['schemas']['Account'];

/** The member's account as the contract shows it (§3): Login, GetAccount and UpdateAccount answer it. */
export function accountView(row: Selectable<AccountsTable>): AccountView {
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
    balance: toDollars(row.balance_cents),
    userCode: row.user_code,
    planId: row.plan_id,
    status: row.status,
    activePayment: row.active_payment,
    idVerified: row.id_verification === 2,
    smsVerified: row.sms_verification === 2,
    termsAndConditionsSigned: row.terms_signed_at !== null,
    verificationCode: row.verification_code,
    enableLoginGuard: row.enable_login_guard,
    autoTopUpAmount: row.auto_top_up_cents > 0 ? toDollars(row.auto_top_up_cents) : null,
    autoAction: row.auto_action === 0 ? 0 : 1,
    emailActionNotification: row.email_action_notification,
    includePdf: row.include_pdf,
    seperateAlerts: row.seperate_alerts,
    billingDate: row.billing_date,
    registrationStatus: row.registration_status === 2 ? 2 : row.registration_status === 1 ? 1 : 0,
  };
}

export async function loadAccountView(db: Kysely<Tables>, accountId: number): Promise<AccountView> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('The account');
  return accountView(row);
}
