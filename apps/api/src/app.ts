import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '#db/database.ts';
import { healthRoutes } from '#routes/health.ts';
import { registerWebApp } from '#routes/web-app.ts';

export interface AppOptions {
  db: Database;
  webRoot: string | null;
  logLevel?: string;
}

/** The HTTP application: /api and, when a brand build is given, that brand's web app on the same origin. */
export async function buildApp({
  db,
  webRoot,
  logLevel = 'info',
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel },
    // The original backend matched paths case-insensitively and the spec keeps its mixed spellings.
    routerOptions: { caseSensitive: false },
  });

  await app.register(healthRoutes, { db });
  const servesWebApp = webRoot !== null && (await registerWebApp(app, webRoot));

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.toLowerCase().startsWith('/api/');
    if (servesWebApp && !isApi && request.method === 'GET') {
      // A client-side route such as /Members/Account: the app's router takes it from here.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .type('application/problem+json')
      .send({
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        code: 'not_found',
        detail: `No route for ${request.method} ${request.url}`,
      });
  });

  return app;
}
