import type { components } from '@portal/contract/schema';
import type { MessageId } from '@portal/i18n/messages';

export type ProblemCode = components['schemas']['ProblemCode'];
/** A catalog message id and its values: what a screen shows the member instead of `detail`. */
export type ProblemText = components['schemas']['Text'] & { key: MessageId };
/** Why a card was refused, as `payment_failed` answers say it. */
export type DeclineCode = NonNullable<components['schemas']['Problem']['declineCode']>;

/** A failure a handler answers on purpose, sent as RFC 9457 problem+json with a stable `code`. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode | 'not_implemented',
    detail: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    readonly text?: ProblemText,
    readonly declineCode?: DeclineCode,
  ) {
    super(detail);
  }
}

/** 400 `invalid_field`: `detail` for developers, `key` (with its values) for the member's screen. */
export const invalidField = (
  field: string,
  detail: string,
  key: MessageId = 'problem.field.invalid',
  values: ProblemText['values'] = {},
) => new ApiProblem(400, 'invalid_field', detail, field, {}, { key, values });
export const notFound = (what: string) => new ApiProblem(404, 'not_found', `${what} was not found`);

/** Seconds a busy answer asks the caller to wait (Retry-After). */
const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * 503 `busy_try_again`: the work is fine, the moment is not (decision 080), or the server is
 * overloaded or restarting (decision 106).
 */
export const busy = (detail: string, retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS) =>
  new ApiProblem(503, 'busy_try_again', detail, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

/** SQLSTATEs of a transaction PostgreSQL aborted (deadlock, serialization) that may simply run again. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001']);
