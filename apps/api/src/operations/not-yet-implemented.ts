import { ApiProblem } from '#http/problem.ts';
import type { OperationHandler, OperationId } from '#operations/operation-handler.ts';

/**
 * Mail, forwarding, payments and identity verification (issue 7): documented in the contract, and
 * their route modules answer 501 until each handler lands. Nothing else may answer 501 (a test
 * checks it). Once all have landed, this list and the 501 handler go.
 */
export const ISSUE_7_OPERATIONS = [
  'listMail',
  'searchMail',
  'downloadMail',
  'downloadMailBulk',
  'isMailHeld',
  'rescanMail',
  'renameMail',
  'moveMailToFolder',
  'cancelPendingMailAction',
  'markMailPendingScan',
  'markMailPendingShred',
  'markMailPendingForward',
  'recycleMail',
  'markMailReturnToSender',
  'emailMail',
  'calculateForward',
  'createForward',
  'listPendingForwardChoices',
  'addToPendingForward',
  'cancelForwards',
  'getForwardLog',
  'verifyPaypalPayment',
  'updateCard',
  'getVerification',
  'deleteVerification',
  'sendSmsCode',
  'verifySmsCode',
  'generateSelfieCode',
  'uploadVerificationPhoto',
] as const satisfies readonly OperationId[];

/** The answer of a documented operation whose handler has not landed yet. */
export const notImplemented: OperationHandler<OperationId> = async () => {
  throw new ApiProblem(
    501,
    'not_implemented',
    'This operation is documented but not available yet',
  );
};
