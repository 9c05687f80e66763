import type { FastifyInstance } from 'fastify';
import type { Metrics } from '#platform/metrics.ts';

/**
 * Times every answer into `portal_http_request_duration_seconds`, labelled by the contract's
 * operation id (a bounded set, unlike paths with ids in them); `web` for pages, assets and other
 * routes outside the contract, `unmatched` for a path no route serves.
 */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const { schema, url } = request.routeOptions;
    const operationId = (schema as { operationId?: string } | undefined)?.operationId;
    const operation = operationId ?? (url ? 'web' : 'unmatched');
    metrics.requests.observe(
      { operation, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
