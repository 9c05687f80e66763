import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem, sendProblem } from '#http/problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route browsers call without our header (CSP reports); it must change nothing that matters. */
    csrfExempt?: boolean;
  }
}

/**
 * CSRF defence (DESIGN §3.6): a state-changing call must carry `X-Requested-With: XMLHttpRequest`.
 * A cross-site form cannot set a custom header, and a cross-site fetch that does needs a CORS
 * preflight this server never grants. It looks at the route the request was matched to, not at
 * the raw URL, so no spelling of a path (`/%61pi/Folder`, `/API//Folder`) slips past it. Runs before
 * validation, so the answer is 403.
 */
export async function requireCsrfHeader(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrfExempt) return;
  if (request.headers['x-requested-with'] === 'XMLHttpRequest') return;
  return sendProblem(
    request,
    reply,
    new ApiProblem(
      403,
      'csrf_header_missing',
      'State-changing calls must send X-Requested-With: XMLHttpRequest',
    ),
  );
}
