import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from '#contract/problem.ts';
import { sendProblem } from '#http/problem-answer.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route browsers call without our header (CSP reports); it must change nothing that matters. */
    csrfExempt?: boolean;
  }
}

/** Whether the browser says the request comes from another site (`Origin`, `Sec-Fetch-Site`). */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // `null` (a sandboxed frame, a redirect) or garbage: not our page.
  }
}

/**
 * CSRF defence (DESIGN §3.6): a state-changing call must carry `X-Requested-With: XMLHttpRequest`.
 * A cross-site form cannot set a custom header, and a cross-site fetch that does needs a CORS
 * preflight this server never grants; a call the browser marks as coming from another origin is
 * refused as well, should a proxy ever grant one. It looks at the route the request was matched
 * to, not at the raw URL, so no spelling of a path (`/%61pi/Folder`) slips past it. Runs before
 * validation, so the answer is 403.
 */
export async function requireCsrfHeader(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrfExempt) return;
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
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
  if (isCrossSite(request)) {
    return sendProblem(
      request,
      reply,
      new ApiProblem(403, 'cross_site_request', 'State-changing calls must come from this site'),
    );
  }
}
