import type { Kysely } from 'kysely';
import { gateColumns } from '#account/queries.ts';
import { acceptedCurrentTerms } from '#account/terms.ts';
import { accountIdOf } from '#auth/sessions.ts';
import type { Tables } from '#platform/db/tables.ts';
import { ApiProblem } from '#contract/problem.ts';
import { mayUseMail, VERIFICATION_REQUIRED } from '#mail/rules.ts';
import type { OperationHandlers, OperationId } from '#contract/operation-handler.ts';

/**
 * §6's gates (decision 082): the members' area needs an active payment method and the current
 * terms accepted; mail actions and forwarding also need SMS or photo ID verification. International
 * forwarding's photo ID depends on the address in the request, so forwarding's rules check it.
 */
export type Gate = 'payment' | 'terms' | 'verification';

/** Open: what a member needs to reach good standing, to keep the account safe, or to leave. */
const OPEN: readonly Gate[] = [];
/** The members' area: mail, folders, addresses, forwarding and how mail is handled. */
const MEMBERS: readonly Gate[] = ['payment', 'terms'];
/** Looking into or acting on mail items, and forwarding them. */
const MAIL: readonly Gate[] = ['payment', 'terms', 'verification'];

/**
 * Every operation of the contract and its gates. A Record over every operationId, so a new
 * operation fails typecheck until someone decides here whether it is gated or open.
 */
export const MEMBER_GATES: Record<OperationId, readonly Gate[]> = {
  // No session, or signing in and out.
  getHealth: OPEN,
  login: OPEN,
  authoriseLoginGuard: OPEN,
  logout: OPEN,
  isEmailAvailable: OPEN,
  signup: OPEN,
  sendPasswordReset: OPEN,
  resetPassword: OPEN,
  // The old address's undo link works whatever the account's standing (decision 081).
  undoEmailChange: OPEN,
  // The signup wizard comes before payment and terms (§2).
  completeRegistration: OPEN,
  submitEmailVerification: OPEN,
  sendEmailVerification: OPEN,
  resendEmailVerification: OPEN,
  choosePlan: OPEN,
  getAccountLocations: OPEN,
  addAccountLocations: OPEN,
  listLocations: OPEN,
  listPlans: OPEN,
  // Reaching good standing: the account itself, a payment method or top-up, the terms.
  getAccount: OPEN,
  updateCard: OPEN,
  verifyPaypalPayment: OPEN,
  getPaymentConfig: OPEN,
  chargeCard: OPEN,
  // A member may always take their card off file, and read the tax invoices of what they paid.
  removeCard: OPEN,
  listReceipts: OPEN,
  updateAutoTopUp: OPEN,
  saveTermsAndConditions: OPEN,
  // Verification is how a member opens the mail gate.
  getVerification: OPEN,
  deleteVerification: OPEN,
  sendSmsCode: OPEN,
  verifySmsCode: OPEN,
  generateSelfieCode: OPEN,
  uploadVerificationPhoto: OPEN,
  // Keeping the account safe never waits for payment.
  updateAccount: OPEN,
  changePassword: OPEN,
  updateLoginGuard: OPEN,
  listSessions: OPEN,
  endSessionById: OPEN,
  endOtherSessions: OPEN,
  // Leaving, asking for help, and reading the account's own record (why a card was refused).
  closeAccount: OPEN,
  withdrawClose: OPEN,
  sendSupportEmail: OPEN,
  listAlerts: OPEN,
  markAlertRead: OPEN,
  listAuditEntries: OPEN,
  listTransactions: OPEN,
  getStorageMetrics: OPEN,

  // How mail is handled.
  pauseAccount: MEMBERS,
  unpauseAccount: MEMBERS,
  updateIncludePdf: MEMBERS,
  updateSeparateAlerts: MEMBERS,
  updateEmailActionNotification: MEMBERS,
  updateAutoAction: MEMBERS,
  listAdditionalNames: MEMBERS,
  addAdditionalName: MEMBERS,
  deleteAdditionalName: MEMBERS,
  listAddresses: MEMBERS,
  saveAddress: MEMBERS,
  deleteAddress: MEMBERS,
  // The mailbox: an unverified member sees the list but opens nothing (§4).
  listMail: MEMBERS,
  searchMail: MEMBERS,
  isMailHeld: MEMBERS,
  getFolderCounts: MEMBERS,
  listFolders: MEMBERS,
  createFolder: MEMBERS,
  deleteFolder: MEMBERS,
  listPendingForwardChoices: MEMBERS,
  getForwardLog: MEMBERS,
  cancelForwards: MEMBERS,
  downloadMail: MAIL,
  downloadMailBulk: MAIL,
  rescanMail: MAIL,
  renameMail: MAIL,
  moveMailToFolder: MAIL,
  cancelPendingMailAction: MAIL,
  markMailPendingScan: MAIL,
  markMailPendingShred: MAIL,
  markMailPendingForward: MAIL,
  recycleMail: MAIL,
  markMailReturnToSender: MAIL,
  emailMail: MAIL,
  calculateForward: MAIL,
  createForward: MAIL,
  addToPendingForward: MAIL,
};

type GateColumns = Awaited<ReturnType<typeof gateColumns>>;

/** Each gate's check, in the order the browser's route guard sends a member to fix them. */
const CHECKS: readonly [Gate, (account: GateColumns) => ApiProblem | null][] = [
  [
    'payment',
    (account) =>
      account.active_payment
        ? null
        : new ApiProblem(
            402,
            'payment_required',
            'Add a payment method to use your mailbox: save a card or make a payment.',
          ),
  ],
  [
    'terms',
    (account) =>
      acceptedCurrentTerms(account)
        ? null
        : new ApiProblem(
            403,
            'terms_not_accepted',
            'Our terms and conditions have changed or are not yet accepted: accept them to continue.',
          ),
  ],
  ['verification', (account) => (mayUseMail(account) ? null : VERIFICATION_REQUIRED)],
];

/** The first gate of `gates` the account does not pass, as the problem to answer; null if none. */
export function closedGate(account: GateColumns, gates: readonly Gate[]): ApiProblem | null {
  for (const [gate, check] of CHECKS) {
    const problem = gates.includes(gate) ? check(account) : null;
    if (problem) return problem;
  }
  return null;
}

/** The handlers, each gated one first refusing a member who does not pass its gates. */
export function withMemberGates(
  db: Kysely<Tables>,
  handlers: OperationHandlers,
): OperationHandlers {
  const gated: Record<string, unknown> = { ...handlers };
  for (const [operationId, gates] of Object.entries(MEMBER_GATES)) {
    if (gates.length === 0) continue;
    const handler = handlers[operationId as OperationId] as (
      ...args: unknown[]
    ) => Promise<unknown>;
    gated[operationId] = async (...args: Parameters<OperationHandlers['listMail']>) => {
      const problem = closedGate(await gateColumns(db, accountIdOf(args[0])), gates);
      if (problem) throw problem;
      return handler(...args);
    };
  }
  return gated as OperationHandlers;
}
