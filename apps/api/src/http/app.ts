import type { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { findSession } from '#auth/sessions.ts';
import type { Database } from '#platform/db/database.ts';
import { CONTRACT_PATH, readContract } from '#contract/contract.ts';
import { registerCompression } from '#http/compression.ts';
import { requireCsrfHeader } from '#http/csrf.ts';
import { registerCspReport } from '#http/csp-report.ts';
import { ApiProblem } from '#contract/problem.ts';
import { handleError, sendProblem } from '#http/problem-answer.ts';
import { redactUrl } from '#http/redact-url.ts';
import { loggerOptions, OneLinePerRequest } from '#http/request-log.ts';
import { refuseUnstorableValues, requireDocumentedBody } from '#http/request-guards.ts';
import { registerSecurityHeaders } from '#http/security-headers.ts';
import { fastifyTrustProxy, type TrustProxySetting } from '#platform/trust-proxy.ts';
import { allOperations } from '#http/all-operations.ts';
import {
  outboxEmail,
  outboxSms,
  type EmailProvider,
  type SmsProvider,
} from '#platform/messages/messages.ts';
import { smtpEmail } from '#platform/messages/smtp-email.ts';
import { registerApiDocs } from '#web/api-docs.ts';
import { registerDevOutbox } from '#web/dev-outbox.ts';
import { registerWebApp, sendIndexHtml, type WebRoots } from '#web/web-app.ts';
import type { Lifecycle, ServerContext } from '#platform/server-context.ts';
import type { Storage } from '#platform/storage/storage.ts';
import { AfterResponse } from '#platform/after-response.ts';
import { fileAsBinaryString, PHOTO_MAX_BYTES } from '#verification/photo-file.ts';
import { sandboxCardProvider, type CardProvider } from '#platform/payments/card-provider.ts';
import { sandboxPaypalProvider, type PaypalProvider } from '#platform/payments/paypal-provider.ts';
import { DEFAULT_LIMITS, type TransactionLimits } from '#platform/db/member-transaction.ts';
import { createMetrics, watchJobQueue, watchPool, type Metrics } from '#platform/metrics.ts';
import { countedMessages } from '#platform/messages/counted-messages.ts';
import { countedPayments } from '#platform/payments/counted-payments.ts';
import { DEFAULT_LOAD_LIMITS, type LoadLimits } from '#platform/load-limits.ts';
import { refuseWhileDraining } from '#http/draining.ts';
import { registerLoadShedding } from '#http/load-shedding.ts';
import { countRequests } from '#http/request-metrics.ts';
import { registerMetricsEndpoint } from '#web/metrics-endpoint.ts';

export interface AppOptions {
  db: Database;
  /** Time limits and per-member places of members' transactions; DEFAULT_LIMITS unless given. */
  transactionLimits?: TransactionLimits;
  /** The brand app served beside /api: one build, or each port's own; null serves /api alone. */
  webRoot: WebRoots | null;
  logLevel?: string;
  /** Where log lines go instead of stdout (tests read what the server logs). */
  logStream?: Writable;
  /** Production cookies: Secure and `__Host-` prefixed. */
  secureCookies?: boolean;
  /** Development aids such as /dev/outbox; never in production. */
  development?: boolean;
  /** Served over HTTPS in production: HSTS and `upgrade-insecure-requests`. */
  production?: boolean;
  /** Proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`), for per-IP limits. */
  trustProxy?: TrustProxySetting;
  /** Swagger UI at /api/docs; by default off in production (`API_DOCS=true` turns it on there). */
  apiDocs?: boolean;
  /** Sends email through this SMTP server; without it (and without `email`) email goes to the outbox. */
  smtpUrl?: string;
  email?: EmailProvider;
  sms?: SmsProvider;
  /** Where scans and identity photos are kept. */
  storage: Storage;
  /** Charges cards; the sandbox provider unless given. */
  cards?: CardProvider;
  /** Verifies PayPal orders; the sandbox provider unless given. */
  paypal?: PaypalProvider;
  /** What /metrics reports; main.ts shares it with the job worker. A new registry unless given. */
  metrics?: Metrics;
  /** The bearer token /metrics asks for (`METRICS_TOKEN`); without it, off in production. */
  metricsToken?: string;
  /** When requests are shed with 503 (`LOAD_SHED_*`); DEFAULT_LOAD_LIMITS unless given. */
  loadLimits?: LoadLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What handlers left running after answering; tests wait for it before reading the outbox. */
    afterResponse: AfterResponse;
    /** The app's metrics (decision 106): main.ts hands them to the job worker too. */
    metrics: Metrics;
    /** main.ts sets `draining` when SIGTERM arrives (decision 106): readiness then answers 503. */
    lifecycle: Lifecycle;
  }
}

/**
 * The HTTP application: /api and, when brand builds are given, each brand's web app on the same
 * origin. One app serves every brand (decision 045): the screens name their brand in each call
 * (`webpage`), and the web app served is the one of the port the request arrived on.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, webRoot, logLevel = 'info', secureCookies = false, development = false } = options;
  const contract = readContract();
  const app = Fastify({
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    logger: loggerOptions({ level: logLevel, stream: options.logStream, pretty: development }),
    logController: new OneLinePerRequest(),
    // The original backend matched paths case-insensitively and the spec keeps its mixed spellings.
    routerOptions: { caseSensitive: false },
    // While closing, refuseWhileDraining answers problem+json instead of Fastify's own 503 body.
    return503OnClosing: false,
  });
  const metrics = options.metrics ?? createMetrics();
  watchPool(metrics, db.pool);
  watchJobQueue(metrics, db.pool);
  const payments = countedPayments(
    {
      cards: options.cards ?? sandboxCardProvider(),
      paypal: options.paypal ?? sandboxPaypalProvider(),
    },
    metrics,
  );

  const ctx: ServerContext = {
    db: db.kysely,
    limits: options.transactionLimits ?? DEFAULT_LIMITS,
    cookie: { secure: secureCookies },
    email: countedMessages(
      options.email ?? (options.smtpUrl ? smtpEmail(options.smtpUrl) : outboxEmail(db.kysely)),
      'email',
      metrics,
    ),
    sms: countedMessages(options.sms ?? outboxSms(db.kysely), 'sms', metrics),
    storage: options.storage,
    cards: payments.cards,
    paypal: payments.paypal,
    development,
    afterResponse: new AfterResponse(app.log),
    lifecycle: { draining: false },
  };
  app.decorate('afterResponse', ctx.afterResponse);
  app.decorate('metrics', metrics);
  app.decorate('lifecycle', ctx.lifecycle);
  app.addHook('onClose', () => ctx.afterResponse.settled());

  await registerSecurityHeaders(app, {
    production: options.production ?? false,
    cardTokeniser: ctx.cards.browser.provider,
  });
  await registerCompression(app);
  await app.register(fastifyCookie);
  // Photo ID uploads: one file of at most 10 MB. The parts are read before validation, so the
  // contract's multipart schema checks them; a larger file fails with 413 while it is read.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1 },
    attachFieldsToBody: 'keyValues',
    onFile: fileAsBinaryString,
  });
  app.decorateRequest('session', null);
  app.setErrorHandler(handleError);
  // First: a draining or overloaded server turns a request away before any work is done for it.
  refuseWhileDraining(app, ctx.lifecycle);
  await registerLoadShedding(app, options.loadLimits ?? DEFAULT_LOAD_LIMITS);
  countRequests(app, metrics);
  registerMetricsEndpoint(app, metrics, {
    token: options.metricsToken,
    production: options.production ?? false,
  });
  app.addHook('onRequest', requireCsrfHeader);
  app.addHook('preValidation', requireDocumentedBody(contract));
  app.addHook('preHandler', refuseUnstorableValues);

  if (options.apiDocs ?? !options.production) await registerApiDocs(app, CONTRACT_PATH);
  await registerCspReport(app, ctx.db, { development });
  await app.register(openapiGlue, {
    specification: CONTRACT_PATH,
    serviceHandlers: allOperations(ctx),
    securityHandlers: {
      async portalSession(request: FastifyRequest) {
        request.session = await findSession(ctx.db, request, ctx.cookie);
        if (!request.session) throw new ApiProblem(401, 'unauthorized', 'Log in to continue');
      },
    },
  });

  if (development) await registerDevOutbox(app, ctx.db);
  else if (!options.email && !options.smtpUrl) {
    app.log.warn('SMTP_URL is not set: emails are only kept in the outbox_messages table');
  }

  const webRootOf = webRoot === null ? null : await registerWebApp(app, webRoot);

  app.setNotFoundHandler((request, reply) => {
    // An asset that is not in the build (a tab opened before a release asking for an old chunk)
    // must fail as a script, not load the page as one.
    const isPage = !/^\/(api|assets)\//i.test(request.url);
    const root = webRootOf?.(request) ?? null;
    if (root !== null && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      // A client-side route such as /Members/Account: the app's router takes it from here.
      return sendIndexHtml(reply, root);
    }
    return sendProblem(
      request,
      reply,
      // Redacted: the answer may be logged by a proxy, and a mistyped path may carry a password.
      new ApiProblem(404, 'not_found', `No route for ${request.method} ${redactUrl(request.url)}`),
    );
  });

  return app;
}
