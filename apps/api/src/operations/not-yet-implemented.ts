import { ApiProblem } from '#http/problem.ts';
import type {
  OperationHandler,
  OperationHandlers,
  OperationId,
} from '#operations/operation-handler.ts';

/**
 * Mail, forwarding, payments and identity verification (issue 7): documented in the contract and
 * answered 501 until their handlers land. Nothing else may answer 501 (a test checks it).
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

type Issue7Operation = (typeof ISSUE_7_OPERATIONS)[number];

export const notImplemented: OperationHandler<OperationId> = async () => {
  throw new ApiProblem(
    501,
    'not_implemented',
    'This operation is documented but not available yet',
  );
};

export function notYetImplementedOperations(): Pick<OperationHandlers, Issue7Operation> {
  return Object.fromEntries(ISSUE_7_OPERATIONS.map((id) => [id, notImplemented])) as Pick<
    OperationHandlers,
    Issue7Operation
  >;
}
