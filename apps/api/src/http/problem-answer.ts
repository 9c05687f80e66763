import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiProblem,
  busy,
  invalidField,
  RETRYABLE_SQLSTATES,
  type ProblemCode,
  type ProblemText,
} from '#contract/problem.ts';

/*
 * How a problem leaves the server: RFC 9457 problem+json, from the ApiProblem a handler throws, a
 * request that fails the contract's schema, a busy database, or anything unexpected.
 */

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** SQLSTATEs of a statement stopped by `lock_timeout` or `statement_timeout`. */
const TIMED_OUT_SQLSTATES: ReadonlySet<string> = new Set(['55P03', '57014']);

/**
 * A database failure that means "busy" rather than "broken": a lock or statement timeout, or a
 * deadlock that outlasted its retries. Undefined for anything else.
 */
function busyProblem(error: unknown): ApiProblem | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  if (!TIMED_OUT_SQLSTATES.has(code) && !RETRYABLE_SQLSTATES.has(code)) return undefined;
  return busy('Other changes to the same records are in progress. Try again in a moment.');
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: ApiProblem) {
  return reply
    .code(problem.status)
    .headers(problem.headers)
    .type('application/problem+json')
    .serializer(JSON.stringify)
    .send({
      type: 'about:blank',
      title: TITLES[problem.status] ?? 'Error',
      status: problem.status,
      code: problem.code,
      detail: problem.message,
      instance: request.id,
      ...(problem.field ? { field: problem.field } : {}),
      ...(problem.text ? { text: problem.text } : {}),
      ...(problem.declineCode ? { declineCode: problem.declineCode } : {}),
    });
}

/**
 * Every error leaves as problem+json: ours as they are, a request that fails the contract's schema as
 * 400 `invalid_field` naming the field, anything unexpected as 500 without internals.
 */
export function handleError(
  error: FastifyError | ApiProblem,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiProblem) return sendProblem(request, reply, error);
  const sessionCheckFailure = failureInsideSessionCheck(error);
  if (sessionCheckFailure) return handleError(sessionCheckFailure, request, reply);
  if ('validation' in error && error.validation) {
    const [first] = error.validation;
    const field = validationField(error.validationContext, first);
    const { key, values } = validationText(first);
    return sendProblem(
      request,
      reply,
      invalidField(field, `${field} ${issueDetail(first)}`, key, values),
    );
  }
  if (error.statusCode && error.statusCode < 500) {
    const code = CODE_BY_STATUS[error.statusCode] ?? 'invalid_field';
    return sendProblem(request, reply, new ApiProblem(error.statusCode, code, error.message));
  }
  const busyNow = busyProblem(error);
  if (busyNow) {
    request.log.warn({ err: error }, 'database busy');
    return sendProblem(request, reply, busyNow);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(
    request,
    reply,
    new ApiProblem(500, 'internal_error', 'Something went wrong on our side'),
  );
}

/**
 * openapi-glue answers any error of a security handler as a 401 `SecurityError` holding the
 * handler's errors. Only a missing or ended session is a 401: a database that failed or timed out
 * while the session was read must not sign the member out, so that error is answered as itself.
 */
function failureInsideSessionCheck(error: FastifyError): FastifyError | undefined {
  const inner = (error as { errors?: unknown }).errors;
  if (error.name !== 'Unauthorized' || !Array.isArray(inner)) return undefined;
  const [first] = inner as unknown[];
  return first instanceof Error && !(first instanceof ApiProblem)
    ? (first as FastifyError)
    : undefined;
}

/** The code for a client error raised by Fastify or a plugin rather than by our handlers. */
const CODE_BY_STATUS: Record<number, ProblemCode> = {
  401: 'unauthorized',
  404: 'not_found',
  413: 'file_too_large',
  415: 'unsupported_file_type',
  429: 'rate_limited',
};

interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * What is wrong with a field, in our own plain English for `detail`: Ajv's words ("must match
 * format", "must NOT have more than 100 characters") are for its developers, and a screen that
 * showed `detail` by mistake must not read like a validator. Bounds the contract sets (search text
 * length, page size; decision 077) are named.
 */
function issueDetail(issue: ValidationIssue | undefined): string {
  const params = issue?.params ?? {};
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  switch (issue?.keyword) {
    case 'required':
      return 'is missing';
    case 'format':
      return `is not a valid ${String(params.format)}`;
    case 'pattern':
      return 'is not in the expected form';
    case 'minLength':
      return limit === 1 || limit === undefined
        ? 'is empty'
        : `is shorter than ${limit} characters`;
    case 'maxLength':
      return `is longer than the ${limit ?? 0} characters allowed`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `is below the least allowed, ${limit ?? 0}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `is above the most allowed, ${limit ?? 0}`;
    case 'maxItems':
      return `lists more than the ${limit ?? 0} item${limit === 1 ? '' : 's'} allowed`;
    case 'minItems':
      return `lists fewer than ${limit ?? 1} item${limit === 1 ? '' : 's'}`;
    case 'uniqueItems':
      return 'lists an item twice';
    case 'type':
      return `is not a ${String(params.type)}`;
    case 'additionalProperties':
      return `has a field the contract does not know (${String(params.additionalProperty)})`;
    case 'oneOf':
    case 'anyOf':
    case 'enum':
    case 'const':
      return 'is not one of the allowed values';
    default:
      return 'is invalid';
  }
}

/**
 * The member's message for a contract-schema failure, by Ajv keyword; the screen puts it under the
 * field, so the message names no field. Keywords the contract does not use fall back to "invalid".
 */
export function validationText(issue: ValidationIssue | undefined): ProblemText {
  const params = issue?.params ?? {};
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  switch (issue?.keyword) {
    case 'required':
      return { key: 'problem.field.required', values: {} };
    case 'format':
      return { key: 'problem.field.format', values: { format: String(params.format) } };
    case 'pattern':
      return { key: 'problem.field.pattern', values: {} };
    case 'minLength':
      return limit === 1 || limit === undefined
        ? { key: 'problem.field.required', values: {} }
        : { key: 'problem.field.tooShort', values: { min: limit } };
    case 'maxLength':
      return { key: 'problem.field.tooLong', values: { max: limit ?? 0 } };
    case 'maxItems':
      return { key: 'problem.field.tooMany', values: { max: limit ?? 0 } };
    case 'minItems':
      return { key: 'problem.field.tooFew', values: { min: limit ?? 1 } };
    case 'uniqueItems':
      return { key: 'problem.field.duplicate', values: {} };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { key: 'problem.field.range', values: {} };
    case 'oneOf':
    case 'anyOf':
    case 'enum':
    case 'const':
      return { key: 'problem.field.oneOf', values: {} };
    default:
      return { key: 'problem.field.invalid', values: {} };
  }
}

/** The contract's name of the field at fault: `email`, `customForm.whatIsIt`, `X-Requested-With`. */
function validationField(context: string | undefined, issue: ValidationIssue | undefined): string {
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue?.params.missingProperty;
  if (typeof missing === 'string') path.push(missing);
  return path.join('.') || context || 'request';
}
