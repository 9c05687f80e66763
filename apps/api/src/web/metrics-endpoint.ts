import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '#platform/metrics.ts';

export interface MetricsAccess {
  /** `METRICS_TOKEN`: scrapers send `Authorization: Bearer <token>`. */
  token: string | undefined;
  production: boolean;
}

/**
 * Prometheus' scrape target at /metrics, its default path, outside /api: it is for the operator's
 * scraper, not the members' contract. With `METRICS_TOKEN` it asks for that bearer token; without
 * one it is off in production and open to loopback only in development.
 */
export function registerMetricsEndpoint(
  app: FastifyInstance,
  metrics: Metrics,
  access: MetricsAccess,
): void {
  if (access.production && !access.token) return;
  app.get('/metrics', async (request, reply) => {
    if (!allowed(request, access.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain')
        .send('Send the metrics token as Authorization: Bearer <METRICS_TOKEN>\n');
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return isLoopback(request.socket.remoteAddress);
  const sent = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
