import type { AccountRefusal } from '@portal/domain/account-lifecycle';
import { ApiProblem, type ProblemCode } from '#contract/problem.ts';

/** The §8 text for a refused pause (catalog key `account.pause.mailHeld`). */
const PAUSE_BLOCKED =
  'You can not put your account on pause while you have mail stored. Either shred or forward stored mail.';

/** Each refusal of the account machine as the API answers it: a stable code and an English detail. */
const PROBLEMS: Record<AccountRefusal, { status: number; code: ProblemCode; detail: string }> = {
  'registration.noPlan': {
    status: 409,
    code: 'plan_required',
    detail: 'Choose a plan before completing the registration',
  },
  'registration.complete': {
    status: 409,
    code: 'registration_complete',
    detail: 'The registration is already complete',
  },
  'account.signingUp': {
    status: 409,
    code: 'registration_incomplete',
    detail: 'Complete the registration first',
  },
  'account.paused': {
    status: 409,
    code: 'account_paused',
    detail: 'The account is paused: unpause it first',
  },
  'account.notPaused': {
    status: 409,
    code: 'account_not_paused',
    detail: 'The account is not paused',
  },
  'account.locked': {
    status: 403,
    code: 'account_locked',
    detail: 'The balance is below zero: make a payment first',
  },
  'account.closing': {
    status: 409,
    code: 'account_closing',
    detail: 'The account is serving its notice period',
  },
  'account.notClosing': {
    status: 409,
    code: 'account_not_closing',
    detail: 'The account has no notice period running',
  },
  'account.closed': { status: 409, code: 'account_closed', detail: 'The account is closed' },
  'account.terminated': {
    status: 409,
    code: 'account_closed',
    detail: 'The account was closed for being unpaid',
  },
  'account.pause.mailHeld': { status: 409, code: 'pause_blocked_mail_held', detail: PAUSE_BLOCKED },
  'plan.unchanged': {
    status: 409,
    code: 'plan_unchanged',
    detail: 'The account is already on this plan',
  },
  'close.noticeRunning': {
    status: 409,
    code: 'close_notice_running',
    detail: 'The notice period has not ended yet',
  },
};

export function refusalProblem(refusal: AccountRefusal): ApiProblem {
  const { status, code, detail } = PROBLEMS[refusal];
  return new ApiProblem(status, code, detail);
}
