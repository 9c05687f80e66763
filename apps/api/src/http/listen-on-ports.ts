import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * One app answering on several ports (decision 045: one app and one contract compile for every
 * brand). Fastify listens on the first port; every other port gets a plain HTTP server on each
 * address of `host` (as Fastify does for `localhost`) handing its requests to the same app, with
 * Fastify's timeouts and its answer to malformed requests. The first port listens last, so whoever
 * waits for it finds every port up. Answers how to close the other ports, before the app closes.
 */
export async function listenOnPorts(
  app: FastifyInstance,
  host: string,
  [first, ...others]: readonly number[],
): Promise<() => Promise<void>> {
  await app.ready();
  const servers: Server[] = [];
  const close = () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
          }),
      ),
    ).then(() => undefined);
  try {
    const addresses = await lookup(host, { all: true });
    for (const port of others) {
      for (const { address } of addresses) servers.push(await listen(app, address, port));
    }
    await app.listen({ host, port: first });
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}

function listen(app: FastifyInstance, address: string, port: number): Promise<Server> {
  const server = createServer(app.routing);
  for (const setting of ['keepAliveTimeout', 'requestTimeout', 'headersTimeout'] as const) {
    server[setting] = app.server[setting];
  }
  for (const listener of app.server.listeners('clientError')) {
    server.on('clientError', listener as (error: Error, socket: unknown) => void);
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: address, port }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
