import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Which built brand app a request is served: one folder for every request, or (one server for every
 * brand, decision 045) the folder of the brand whose port the request arrived on.
 */
export type WebRoots = string | ReadonlyMap<number, string>;

/**
 * Serves the built brand apps. Hashed assets are cached for a year; everything else is revalidated
 * on every visit so a new release is picked up at once. The build holds each text asset also as
 * `.br` and `.gz`: the best one the browser accepts is sent as it is, and caches are told the answer
 * varies with Accept-Encoding. The files are listed at start; any other path (a client-side route
 * such as /Members/Account) goes to the app's not-found handler, which answers it with
 * {@link sendIndexHtml}. Returns null, serving nothing, when there
 * is no build at all; else the request's build folder (null for a port without one).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoots: WebRoots,
): Promise<((request: FastifyRequest) => string | null) | null> {
  const roots = new Map(typeof webRoots === 'string' ? [[0, webRoots]] : webRoots);
  for (const [port, root] of roots) {
    if (existsSync(join(root, 'index.html'))) continue;
    app.log.warn(`No web app build at ${root}: serving /api only (build the brand app first)`);
    roots.delete(port);
  }
  if (roots.size === 0) return null;
  const rootOf =
    typeof webRoots === 'string'
      ? () => webRoots
      : (request: FastifyRequest) => roots.get(request.socket.localPort ?? 0) ?? null;
  const assetDirs = [...roots.values()].map((root) => join(root, 'assets'));
  const files = new Map(
    [...roots.values()].map((root) => [
      root,
      // Dot folders (Vite's .vite/manifest.json) are the build's own, not the site's.
      new Set(
        readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => relative(root, join(entry.parentPath, entry.name)))
          .filter((path) => !/(^|\/)\./.test(path)),
      ),
    ]),
  );

  await app.register(fastifyStatic, {
    serve: false,
    preCompressed: true,
    cacheControl: false, // set by setHeaders below
    setHeaders(res, path) {
      const hashed = assetDirs.some((dir) => path.startsWith(dir));
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // HEAD is answered as GET without the body (Fastify's exposeHeadRoutes).
  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, (request, reply) => {
    const root = rootOf(request);
    const path = request.params['*'];
    if (root === null || !files.get(root)!.has(path)) return reply.callNotFound();
    return reply.sendFile(path, root);
  });
  return rootOf;
}

/** The brand app's page, which its router takes from there; never cached. */
export function sendIndexHtml(reply: FastifyReply, root: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
}
