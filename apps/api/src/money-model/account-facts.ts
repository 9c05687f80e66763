import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import type { LedgerRow } from './money-rules.ts';

/** What the checks read of one account after a step: four queries at once, kept cheap on purpose. */
export interface AccountFacts {
  balance: number;
  status: string;
  planId: number | null;
  registrationStatus: number;
  billingDate: string;
  closed: boolean;
  /** Entries after the last one seen, in posting order. */
  newEntries: LedgerRow[];
  mail: { mail_id: number; status: number; mail_action: number | null }[];
  /** Auto top-ups asked for and not yet charged (the queue's `auto-top-up` jobs). */
  pendingTopUps: number[];
}

export async function readAccountFacts(
  db: Kysely<Tables>,
  accountId: number,
  lastEntryId: number,
): Promise<AccountFacts> {
  const [account, newEntries, mail, pendingTopUps] = await Promise.all([
    db
      .selectFrom('accounts')
      .select([
        'balance_cents',
        'status',
        'plan_id',
        'registration_status',
        'billing_date',
        'closed_at',
      ])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_entries')
      .select([
        'transaction_id',
        'amount_cents',
        'balance_after_cents',
        'text_key',
        'plan_name',
        'billing_key',
        'credit_expires_on',
        'expires_entry_id',
      ])
      .where('account_id', '=', accountId)
      .where('transaction_id', '>', lastEntryId)
      .orderBy('transaction_id')
      .execute(),
    db
      .selectFrom('mail_items')
      .select(['mail_id', 'status', 'mail_action'])
      .where('account_id', '=', accountId)
      .execute(),
    db
      .selectFrom('auto_top_ups')
      .select('auto_top_up_id')
      .where('account_id', '=', accountId)
      .where('status', '=', 'pending')
      .execute(),
  ]);
  return {
    balance: Number(account.balance_cents),
    status: account.status,
    planId: account.plan_id,
    registrationStatus: account.registration_status,
    billingDate: account.billing_date,
    closed: account.closed_at !== null,
    newEntries: newEntries.map((entry) => ({
      ...entry,
      transaction_id: Number(entry.transaction_id),
      expires_entry_id: entry.expires_entry_id === null ? null : Number(entry.expires_entry_id),
    })),
    mail,
    pendingTopUps: pendingTopUps.map((row) => row.auto_top_up_id),
  };
}
