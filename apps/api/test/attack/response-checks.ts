import type { LightMyRequestResponse } from 'fastify';

/**
 * Text that only the server's insides could have put in an answer: stack frames, source paths,
 * PostgreSQL's own messages. None of it appears in any attack value, so a match is a leak.
 */
const INTERNALS = [
  /\n\s+at [\w.<>]+ \(/,
  /node_modules/,
  /\.ts:\d+/,
  /invalid input syntax/i,
  /syntax error at or near/i,
  /violates (?:unique|foreign key|check|not-null) constraint/i,
  /relation "\w+"/i,
  /column "\w+"/i,
  /invalid byte sequence/i,
  /\bkysely\b/i,
];

export const leaksInternals = (response: LightMyRequestResponse): boolean =>
  INTERNALS.some((pattern) => pattern.test(response.body));

/** A refusal as the contract promises it: problem+json with its status and a code. */
export function isProblem(response: LightMyRequestResponse): boolean {
  if (!String(response.headers['content-type']).includes('application/problem+json')) return false;
  const problem = response.json() as { status?: unknown; code?: unknown };
  return problem.status === response.statusCode && typeof problem.code === 'string';
}
