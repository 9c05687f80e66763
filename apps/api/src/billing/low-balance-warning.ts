import { centsToDollars } from '@portal/domain/money';
import { parseIsoDate, startOfDayUtc } from '@portal/domain/calendar';
import type { Kysely } from 'kysely';
import { lowBalanceChosenEmail, lowBalanceEmail } from '#billing/billing-emails.ts';
import { portalLink, MANUAL_PAYMENT_URL } from '#brands/portal-links.ts';
import { notify } from '#notices/notify-member.ts';
import type { Tables } from '#platform/db/tables.ts';

/**
 * Sends a low-balance warning (the `low-balance-warning` job, issue 41) to the account holder,
 * naming the level the member chose or else the monthly fee, unless the balance was filled again
 * meanwhile or the account closed: a member who already topped up hears nothing.
 */
export async function sendLowBalanceWarning(db: Kysely<Tables>, warningId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const warning = await trx
      .selectFrom('low_balance_warnings')
      .select(['account_id', 'level_cents', 'member_level'])
      .where('low_balance_warning_id', '=', warningId)
      .executeTakeFirst();
    if (!warning) return;
    const account = await trx
      .selectFrom('accounts')
      .selectAll()
      .where('account_id', '=', warning.account_id)
      .executeTakeFirstOrThrow();
    if (account.closed_at !== null || account.balance_cents >= warning.level_cents) return;
    const balance = centsToDollars(account.balance_cents);
    const link = portalLink(account, MANUAL_PAYMENT_URL);
    if (warning.member_level) {
      await notify(trx, account, lowBalanceChosenEmail, {
        balance,
        level: centsToDollars(warning.level_cents),
        link,
      });
      return;
    }
    const billingDate = parseIsoDate(account.billing_date);
    if (!billingDate) throw new Error(`Account ${account.account_id} has no billing date`);
    await notify(trx, account, lowBalanceEmail, {
      balance,
      fee: centsToDollars(warning.level_cents),
      billingDate: startOfDayUtc(billingDate).getTime(),
      link,
    });
  });
}
