import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** The support contact form (§2 /Members/Support). */
export function supportOperations(
  _ctx: ServerContext,
): Pick<OperationHandlers, 'sendSupportEmail'> {
  return {
    sendSupportEmail: notImplemented,
  };
}
