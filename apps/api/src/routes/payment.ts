import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** Card and PayPal payments (§7). */
export function paymentOperations(
  _ctx: ServerContext,
): Pick<OperationHandlers, 'verifyPaypalPayment' | 'updateCard'> {
  return {
    verifyPaypalPayment: notImplemented,
    updateCard: notImplemented,
  };
}
