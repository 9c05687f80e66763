import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem, sendProblem } from '#http/problem.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (DESIGN §3.6): a state-changing /api call must carry `X-Requested-With:
 * XMLHttpRequest`. A cross-site form cannot set a custom header, and a cross-site fetch that does
 * needs a CORS preflight this server never grants. Runs before validation, so the answer is 403.
 */
export async function requireCsrfHeader(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method) || !request.url.toLowerCase().startsWith('/api/')) return;
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
