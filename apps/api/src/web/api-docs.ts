import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The API reference at /api/docs: Swagger UI over the contract itself (not a document rebuilt from
 * routes), with its assets served from the package, so it works offline. The raw document is at
 * /api/docs/json and /api/docs/yaml.
 */
export async function registerApiDocs(app: FastifyInstance, contractPath: string): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { path: contractPath, baseDir: '' },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
