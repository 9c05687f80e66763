import { parseArgs } from 'node:util';
import { brandDist } from '@portal/brand/all-brands';
import { buildApp } from '#http/app.ts';
import { allBrands, brandPort, firstBrand } from '#brands/brand-registry.ts';
import {
  ConfigError,
  loadConfig,
  refuseDevelopmentStandIns,
  type ServerConfig,
} from '#platform/config.ts';
import { openDatabase } from '#platform/db/database.ts';
import { listenOnPorts } from '#http/listen-on-ports.ts';
import { startJobWorker, type JobWorker } from '#jobs/worker.ts';
import {
  createPaymentProviders,
  sandboxProvidersOf,
  type PaymentProviders,
} from '#platform/payments/create-payment-providers.ts';
import { outboxEmail } from '#platform/messages/messages.ts';
import { smtpEmail } from '#platform/messages/smtp-email.ts';
import { describeSeed, seedDemoData } from '#seed/demo-seed.ts';
import { createStorage } from '#platform/storage/create-storage.ts';
import { drainAndClose } from '#http/draining.ts';
import { countedMessages } from '#platform/messages/counted-messages.ts';
import { countedPayments } from '#platform/payments/counted-payments.ts';
import { createMetrics } from '#platform/metrics.ts';
import { refuseLocalLinks } from '#platform/public-urls.ts';

/**
 * The configuration and payment providers, or one line naming the variable to set and exit 1:
 * production refuses development stand-ins before anything starts (decision 070).
 */
function settingsOrExit(): { config: ServerConfig; providers: PaymentProviders } {
  try {
    const config = loadConfig();
    refuseDevelopmentStandIns(config);
    if (config.production) refuseLocalLinks();
    const providers = createPaymentProviders(process.env, {
      production: config.production,
      allowSandbox: config.allowSandboxPayments,
    });
    return { config, providers };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Refusing to start: ${error.message}`);
    process.exit(1);
  }
}

const { config, providers } = settingsOrExit();
// `--demo-autofulfil` (pnpm start's demo): stand-in staff fulfil scans, shreds and returns.
const { values: flags } = parseArgs({ options: { 'demo-autofulfil': { type: 'boolean' } } });
let worker: JobWorker | undefined;
/** The worker while it starts: a SIGTERM then waits for it, to stop it, rather than missing it. */
let workerStarting: Promise<JobWorker> | undefined;
// Read before anything starts, so a bad PORT_* variable fails at once with its name.
const ports = new Map(allBrands().map((brand) => [brand, brandPort(brand)]));

/** Each brand's production build by its port; for the first brand WEB_ROOT (or its default) decides. */
function webRoots(): Map<number, string> {
  const roots = new Map<number, string>();
  for (const [brand, port] of ports) {
    const root = brand === firstBrand ? config.webRoot : brandDist(brand.id);
    if (root !== null) roots.set(port, root);
  }
  return roots;
}

const db = await openDatabase(config);
// One app serves every brand (decision 045): each brand is its own origin (its screens call /api
// where they were loaded from, naming their brand), on its own port; the database and providers
// are shared, so a sandbox charge or an SMTP connection belongs to the server.
const storage = createStorage(config.dataDir);
const { cards, paypal } = providers;
const email = config.smtpUrl ? smtpEmail(config.smtpUrl) : undefined;
const app = await buildApp({
  db,
  storage,
  cards,
  paypal,
  email,
  webRoot: webRoots(),
  logLevel: config.logLevel,
  transactionLimits: config.transactionLimits,
  secureCookies: config.secureCookies,
  development: !config.production,
  production: config.production,
  trustProxy: config.trustProxy,
  smtpUrl: config.smtpUrl,
  apiDocs: config.apiDocs,
  metrics: createMetrics({ processMetrics: true }),
  metricsToken: config.metricsToken,
  loadLimits: config.loadLimits,
});
const { log } = app;
const sandboxes = sandboxProvidersOf(providers);
if (config.production && sandboxes.length > 0) {
  // Only reachable with ALLOW_SANDBOX_PAYMENTS=true; loud, so a live server running it is noticed.
  log.warn(
    `ALLOW_SANDBOX_PAYMENTS=true: ${sandboxes.join(' and ')} go to the SANDBOX providers, which credit play money. Staging only: never let members pay on this server`,
  );
}
let closeOtherPorts: (() => Promise<void>) | undefined;

async function closeAll() {
  // The jobs in hand finish first: they use the database the app closes with.
  await worker?.stop();
  await closeOtherPorts?.();
  await app.close();
  await db.close();
}

let stopping = false;
/**
 * Graceful stop (decision 106): readiness turns 503, no new requests or jobs are taken, those in
 * hand finish within SHUTDOWN_GRACE_SECONDS, then the process exits (1 if the grace ran out).
 */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(
    `${signal} received: finishing requests and jobs in hand (at most ${config.shutdownGraceSeconds} s)`,
  );
  const finished = await drainAndClose(
    {
      state: app.lifecycle,
      closeHttp: async () => {
        await Promise.all([closeOtherPorts?.(), app.close()]);
      },
      // A worker that failed to start has nothing to stop (the start's own error handling exits).
      stopJobs: async () => (await workerStarting?.catch(() => undefined))?.stop(),
      closeDatabase: () => db.close(),
    },
    {
      graceMs: config.shutdownGraceSeconds * 1000,
      // Ctrl-C at a terminal has no load balancer to tell: it stops at once.
      lingerMs: signal === 'SIGTERM' ? config.shutdownLingerMs : 0,
    },
  );
  if (!finished) log.warn(`Stopped with work unfinished after ${config.shutdownGraceSeconds} s`);
  process.exit(finished ? 0 : 1);
}
// Ctrl-C reaches both pnpm and the server, and pnpm passes it on again: later signals are ignored.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void stop(signal));
}

try {
  // A newcomer's first `pnpm start` opens a portal they can sign in to (README, "Demo accounts").
  // Their password is public, so a production server never has them unless SEED_DEMO asks.
  if (db.embeddedFirstStart && config.seedDemo) {
    log.info(describeSeed(await seedDemoData(db.kysely, new Date(), storage)));
  } else if (db.embeddedFirstStart) {
    log.info('New database: no demo members seeded (SEED_DEMO=true seeds them)');
  }
  // The first brand listens last: whoever waits for its port (the e2e suite) finds every brand up.
  const order = [...allBrands().filter((other) => other !== firstBrand), firstBrand];
  closeOtherPorts = await listenOnPorts(
    app,
    config.host,
    order.map((brand) => ports.get(brand)!),
  );
  for (const brand of order) {
    log.info(`${brand.webpageName} ready at http://localhost:${ports.get(brand)}`);
  }
  // Background work runs on the job queue in the database (DESIGN §3.11, decision 030): billing,
  // purges, emails, cleanups, and with --demo-autofulfil the demo's staff. Every server process
  // runs a worker; each job goes to one of them. A server told to stop while listening starts none.
  if (!stopping) {
    workerStarting = startJobWorker({
      pool: db.pool,
      context: {
        db: db.kysely,
        storage,
        email: countedMessages(email ?? outboxEmail(db.kysely), 'email', app.metrics),
        cards: countedPayments({ cards, paypal }, app.metrics).cards,
        storageGraceMs: config.storageGraceMinutes * 60_000,
        log: {
          debug: (message) => log.debug(message),
          info: (message) => log.info(message),
          warn: (message) => log.warn(message),
          error: (message) => log.error(message),
        },
      },
      demoAutofulfil: flags['demo-autofulfil'] ?? false,
      metrics: app.metrics,
    });
    worker = await workerStarting;
  }
} catch (error) {
  log.error(error);
  await closeAll();
  process.exit(1);
}
