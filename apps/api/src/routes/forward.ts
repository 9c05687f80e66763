import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** Forwarding: carrier rates, charging forwards, pending forwards and the log (§2, §4). */
export function forwardOperations(
  _ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'calculateForward'
  | 'createForward'
  | 'listPendingForwardChoices'
  | 'addToPendingForward'
  | 'cancelForwards'
  | 'getForwardLog'
> {
  return {
    calculateForward: notImplemented,
    createForward: notImplemented,
    listPendingForwardChoices: notImplemented,
    addToPendingForward: notImplemented,
    cancelForwards: notImplemented,
    getForwardLog: notImplemented,
  };
}
