import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a built brand app from `webRoot`. Hashed assets are cached for a year; everything else is
 * revalidated on every visit so a new release is picked up at once. The build holds each text asset
 * also as `.br` and `.gz`: the best one the browser accepts is sent as it is, and caches are told the
 * answer varies with Accept-Encoding. Returns false, serving nothing, when there is no build there.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(join(webRoot, 'index.html'))) {
    app.log.warn(`No web app build at ${webRoot}: serving /api only (build the brand app first)`);
    return false;
  }
  const assetsDir = join(webRoot, 'assets');
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    cacheControl: false, // set by setHeaders below
    setHeaders(res, path) {
      const hashed = path.startsWith(assetsDir);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
}
