import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** Changing and resetting a password (§2 /ForgotPassword, /ResetPassword; §5). */
export function passwordOperations(
  _ctx: ServerContext,
): Pick<OperationHandlers, 'changePassword' | 'sendPasswordReset' | 'resetPassword'> {
  return {
    changePassword: notImplemented,
    sendPasswordReset: notImplemented,
    resetPassword: notImplemented,
  };
}
