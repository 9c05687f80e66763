import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** Identity verification by SMS and photo ID (§2, §4). */
export function verificationOperations(
  _ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'getVerification'
  | 'deleteVerification'
  | 'sendSmsCode'
  | 'verifySmsCode'
  | 'generateSelfieCode'
  | 'uploadVerificationPhoto'
> {
  return {
    getVerification: notImplemented,
    deleteVerification: notImplemented,
    sendSmsCode: notImplemented,
    verifySmsCode: notImplemented,
    generateSelfieCode: notImplemented,
    uploadVerificationPhoto: notImplemented,
  };
}
