import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** Signup and email verification (§2 /signup, /verify). */
export function registrationOperations(
  _ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'isEmailAvailable'
  | 'signup'
  | 'completeRegistration'
  | 'submitEmailVerification'
  | 'sendEmailVerification'
> {
  return {
    isEmailAvailable: notImplemented,
    signup: notImplemented,
    completeRegistration: notImplemented,
    submitEmailVerification: notImplemented,
    sendEmailVerification: notImplemented,
  };
}
