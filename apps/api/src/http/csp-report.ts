import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { limitAttempt } from '#auth/rate-limits.ts';
import type { Tables } from '#platform/db/tables.ts';
import { redactUrl } from '#http/redact-url.ts';
import { CSP_REPORT_PATH } from '#http/security-headers.ts';

/** The media types browsers report violations with: `report-uri` and the Reporting API. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/** A report is a few hundred bytes; anything far larger is not a browser's. */
const REPORT_MAX_BYTES = 16 * 1024;

interface Violation {
  documentUrl: string;
  blocked: string;
  directive: string;
}

/** The fields worth logging, from either report format; URLs as logs may show them. */
function violationsIn(body: unknown): Violation[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports.flatMap((report: Record<string, unknown> | null) => {
    const legacy = report?.['csp-report'] as Record<string, unknown> | undefined;
    const fields = legacy ?? (report?.body as Record<string, unknown> | undefined);
    if (!fields) return [];
    const text = (...names: string[]) =>
      String(names.map((name) => fields[name]).find((value) => value !== undefined) ?? '');
    return [
      {
        documentUrl: redactUrl(text('document-uri', 'documentURL')),
        blocked: redactUrl(text('blocked-uri', 'blockedURL')),
        directive: text('effective-directive', 'effectiveDirective', 'violated-directive'),
      },
    ];
  });
}

/**
 * Browsers post Content-Security-Policy violations here (the policy's `report-uri`). Each one is
 * logged as a warning, so a policy that breaks a page shows up in the logs. Browsers send these
 * without our CSRF header, so the route is exempt; it stores nothing and is limited per IP.
 * In development the violations are also kept in memory and listed at /dev/csp-reports.json,
 * where the end-to-end suite checks that none happened.
 */
export async function registerCspReport(
  app: FastifyInstance,
  db: Kysely<Tables>,
  { development }: { development: boolean },
) {
  const kept: Violation[] = [];
  if (development) app.get('/dev/csp-reports.json', async () => kept);
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      REPORT_TYPES,
      { parseAs: 'string', bodyLimit: REPORT_MAX_BYTES },
      (_request, text, done) => {
        try {
          done(null, JSON.parse(text as string));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post(
      CSP_REPORT_PATH,
      { config: { csrfExempt: true }, bodyLimit: REPORT_MAX_BYTES },
      async (request: FastifyRequest, reply) => {
        await limitAttempt(db, 'cspReport', { ip: request.ip });
        for (const violation of violationsIn(request.body)) {
          request.log.warn({ cspViolation: violation }, 'Content-Security-Policy violation');
          if (development) kept.push(violation);
        }
        return reply.code(204).send();
      },
    );
  });
}
