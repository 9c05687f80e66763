import type { Writable } from 'node:stream';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { redactUrl } from '#http/redact-url.ts';

interface LogSettings {
  level: string;
  /** Where lines go instead of stdout (tests read what the server logs). */
  stream?: Writable;
  /** Human-readable lines (pino-pretty) instead of JSON: development on a console. */
  pretty: boolean;
}

/**
 * The server's logger: JSON lines in production (for a log collector), one readable line each in
 * development. Every line of a request carries its `reqId`; URLs are redacted of secret query values.
 */
export function loggerOptions({
  level,
  stream,
  pretty,
}: LogSettings): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    ...(pretty && !stream && level !== 'silent'
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              singleLine: true,
              translateTime: 'HH:MM:ss.l',
              ignore: 'pid,hostname,req,res,responseTime',
            },
          },
        }
      : {}),
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

const QUIETER_THAN_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * One line per request, once it is answered (Fastify's own controller writes two: one as it
 * arrives, one as it completes): method, redacted URL, status and time, with the request id.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    // Nothing to build at LOG_LEVEL=warn or quieter, where servers under load usually run.
    if (!error && QUIETER_THAN_INFO.has(reply.log.level)) return;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}
