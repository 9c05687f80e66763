import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** Audit log, transactions and storage metrics (§3, §4 paging). */
export function historyOperations(
  _ctx: ServerContext,
): Pick<OperationHandlers, 'listAuditEntries' | 'listTransactions' | 'getStorageMetrics'> {
  return {
    listAuditEntries: notImplemented,
    listTransactions: notImplemented,
    getStorageMetrics: notImplemented,
  };
}
