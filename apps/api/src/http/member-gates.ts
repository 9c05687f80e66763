import { operationSettings } from '@portal/contract/operations';
import { acceptedCurrentTerms } from '#account/terms.ts';
import { sessionOf, type GateColumns } from '#auth/sessions.ts';
import { ApiProblem } from '#contract/problem.ts';
import { mayUseMail, VERIFICATION_REQUIRED } from '#mail/rules.ts';
import type { OperationHandlers, OperationId } from '#contract/operation-handler.ts';

/**
 * §6's gates (decision 082): the members' area needs an active payment method and the current
 * terms accepted; mail actions and forwarding also need SMS or photo ID verification. Each
 * operation lists its gates in the contract (`x-gate`, every operation, `[]` when open), so a new
 * operation is gated or opened by a decision written beside it. International forwarding's photo ID
 * depends on the address in the request, so forwarding's rules check it.
 */
export type Gate = (typeof operationSettings)[OperationId]['gates'][number];

/** The gates of an operation, as the contract lists them. */
export const gatesOf = (operationId: OperationId): readonly Gate[] =>
  operationSettings[operationId].gates;

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

/**
 * The handlers, each gated one first refusing a member who does not pass its gates, as the account
 * stood when the request's session was looked up (the same statement reads both).
 */
export function withMemberGates(handlers: OperationHandlers): OperationHandlers {
  const gated: Record<string, unknown> = { ...handlers };
  for (const operationId of Object.keys(operationSettings) as OperationId[]) {
    const gates = gatesOf(operationId);
    if (gates.length === 0) continue;
    const handler = handlers[operationId] as (...args: unknown[]) => Promise<unknown>;
    gated[operationId] = async (...args: Parameters<OperationHandlers['listMail']>) => {
      const problem = closedGate(sessionOf(args[0]).gates, gates);
      if (problem) throw problem;
      return handler(...args);
    };
  }
  return gated as OperationHandlers;
}
