import { isoDate, type CalendarDate } from '@portal/domain/calendar';
import { insertPlan, newMember } from './member-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A registered, SMS-verified member on a plan of $5 a month and 10¢ a day per stored letter. */
export async function billedMember(
  api: TestApp,
  options: {
    billingDate: CalendarDate;
    card?: string;
    autoTopUp?: number;
    autoTopUpThreshold?: number;
  },
) {
  const member = await newMember(api);
  const planId = await insertPlan(api, {
    plan_name: 'Billing Plan',
    monthly_fee_cents: 500,
    envelope_storage_cents: 10,
    parcel_storage_cents: 50,
  });
  await api.db.kysely
    .updateTable('accounts')
    .set({
      plan_id: planId,
      registration_status: 2,
      sms_verification: 2,
      active_payment: true,
      billing_day: options.billingDate.day,
      billing_date: isoDate(options.billingDate),
      card_token: options.card ?? null,
      card_last4: options.card ? '4242' : null,
      auto_top_up_cents: options.autoTopUp ?? 0,
      auto_top_up_threshold_cents: options.autoTopUpThreshold ?? 0,
    })
    .where('account_id', '=', member.accountId)
    .execute();
  return member;
}
