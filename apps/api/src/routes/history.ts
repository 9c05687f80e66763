import { storageMetrics } from '@portal/domain/storage';
import { accountIdOf } from '#auth/sessions.ts';
import { toDollars } from '#http/money.ts';
import { storedMailOf } from '#mail/queries.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** The rows to skip and take for page `page` (from 0) of `pageSize` rows (§4 infinite scroll). */
const pageOf = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  offset: page * pageSize,
  limit: pageSize,
});

/** Audit log, transactions and storage metrics (§3, §4 paging). Pages list the newest first. */
export function historyOperations(
  ctx: ServerContext,
): Pick<OperationHandlers, 'listAuditEntries' | 'listTransactions' | 'getStorageMetrics'> {
  const { db } = ctx;

  return {
    listAuditEntries: async (request) => {
      const { offset, limit } = pageOf(request.query);
      const rows = await db
        .selectFrom('audit_entries')
        .select(['audit_id', 'date_time', 'message'])
        .where('account_id', '=', accountIdOf(request))
        .orderBy('audit_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        auditId: row.audit_id,
        dateTime: row.date_time.toISOString(),
        message: row.message,
      }));
    },

    listTransactions: async (request) => {
      const { offset, limit } = pageOf(request.query);
      const rows = await db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('account_id', '=', accountIdOf(request))
        .orderBy('transaction_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        transactionId: row.transaction_id,
        date: row.date.toISOString(),
        description: row.description,
        planName: row.plan_name || null,
        amount: toDollars(row.amount_cents),
        balance: toDollars(row.balance_after_cents),
      }));
    },

    getStorageMetrics: async (request) =>
      storageMetrics(await storedMailOf(db, accountIdOf(request)), new Date()),
  };
}
