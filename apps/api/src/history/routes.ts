import { storageMetricsOfCounts } from '@portal/domain/storage';
import { accountIdOf } from '#auth/sessions.ts';
import { auditEntriesOf, ledgerEntriesOf } from '#history/queries.ts';
import { toDollars } from '#contract/money.ts';
import { invalidField } from '#contract/problem.ts';
import { storedMailCounts } from '#mail/stored-mail.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import type { ServerContext } from '#platform/server-context.ts';

/** Audit log, transactions and storage metrics (§3, §4 paging). Pages list the newest first. */
export function historyOperations(
  ctx: ServerContext,
): Pick<OperationHandlers, 'listAuditEntries' | 'listTransactions' | 'getStorageMetrics'> {
  const { db } = ctx;

  return {
    listAuditEntries: async (request) => {
      const rows = await auditEntriesOf(db, accountIdOf(request), request.query);
      return rows.map((row) => ({
        auditId: row.audit_id,
        dateTime: row.date_time.toISOString(),
        text: { key: row.text_key, values: row.text_values },
        // Who did it (decision 105): the user's name then; null for staff and the service.
        by: row.actor_name,
      }));
    },

    listTransactions: async (request) => {
      const { from, to } = request.query;
      if (from && to && to < from)
        throw invalidField('to', 'The range ends before it starts', 'problem.field.range');
      const rows = await ledgerEntriesOf(db, accountIdOf(request), request.query);
      return rows.map((row) => ({
        transactionId: row.transaction_id,
        date: row.date.toISOString(),
        text: { key: row.text_key, values: row.text_values },
        planName: row.plan_name || null,
        amount: toDollars(row.amount_cents),
        balance: toDollars(row.balance_after_cents),
      }));
    },

    getStorageMetrics: async (request) =>
      storageMetricsOfCounts(await storedMailCounts(db, accountIdOf(request), new Date())),
  };
}
