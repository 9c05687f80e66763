import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON and text answers: what is worth compressing as it is sent. Scans (PDF), zip downloads and
 * images are compressed already; the web app's assets were compressed when the brand was built and
 * arrive here with their Content-Encoding set, which the plugin leaves alone.
 */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream))/;

/**
 * API answers over 1 KB compressed on the fly (brotli at quality 4, else gzip), with `Vary:
 * Accept-Encoding`. Registered before the routes, whose send hooks it wraps.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
  });
}
