import type { FastifyInstance } from 'fastify';
import { busy } from '#contract/problem.ts';
import type { Lifecycle } from '#platform/server-context.ts';

/**
 * The probes and the metrics, which answer while draining and under load: they say so themselves,
 * and an operator must see why the server refuses.
 */
export const isProbeOrMetrics = (url: string) =>
  /^\/(api\/health(\/ready)?|metrics)\/?(\?|$)/i.test(url);

/**
 * While draining, a request arriving on a connection that is still open (keep-alive) is answered
 * 503 `busy_try_again` with Retry-After and `Connection: close`, so the client retries on another
 * server; requests already being handled run to the end. Fastify's own closing answer is turned
 * off (app.ts) because it is not problem+json.
 */
export function refuseWhileDraining(app: FastifyInstance, state: Lifecycle): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!state.draining || isProbeOrMetrics(request.url)) return;
    reply.header('connection', 'close');
    throw busy('This server is restarting. Try again in a moment.');
  });
  // An answer finished while draining closes its connection: a kept-alive one would hold the
  // server open until the grace is over.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state.draining) reply.header('connection', 'close');
    return payload;
  });
}

export interface ShutdownParts {
  /** Marks the server as draining (readiness 503, new requests refused). */
  state: Lifecycle;
  /** Stops listening and waits for requests in flight (the app, then every brand's port). */
  closeHttp(): Promise<void>;
  /** Finishes the jobs in hand and takes no more. */
  stopJobs(): Promise<void>;
  /** Closes the database once nothing uses it. */
  closeDatabase(): Promise<void>;
}

/**
 * Graceful stop (SIGTERM): stop taking requests and jobs, let those in hand finish, close the
 * database. For `lingerMs` first the server still listens and keeps its idle connections, answering
 * every new request 503 (refuseWhileDraining): a load balancer that sends on a kept-alive
 * connection just as the server closes it loses the request (a POST is not resent), while a 503
 * tells it to take the server out. Answers `true` when all that finished within `graceMs`, `false`
 * when the grace ran out first; the caller exits either way, so an orchestrator's own kill
 * deadline is never reached.
 */
export async function drainAndClose(
  parts: ShutdownParts,
  { graceMs, lingerMs }: { graceMs: number; lingerMs: number },
): Promise<boolean> {
  parts.state.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const finished = (async () => {
    const lingered = new Promise((resolve) => setTimeout(resolve, lingerMs));
    await Promise.all([lingered.then(() => parts.closeHttp()), parts.stopJobs()]);
    await parts.closeDatabase();
    return true as const;
  })();
  try {
    return await Promise.race([finished, graceOver]);
  } finally {
    clearTimeout(timer);
  }
}
