import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What the server counts for Prometheus (decision 106). One registry per app rather than
 * prom-client's global one: tests build many apps in one process, and each must count alone.
 */
export interface Metrics {
  registry: Registry;
  /** Every answer by contract operation, method and status; rate and latency both come from it. */
  requests: Histogram<'operation' | 'method' | 'status'>;
  /** Emails and SMS handed to their provider (`sent`) or refused by it (`failed`). */
  messages: Counter<'channel' | 'outcome'>;
  /** Job attempts this process finished, by task and outcome (`success`, `failed`, `gave_up`). */
  jobs: Counter<'task' | 'outcome'>;
  /** Wall time of one OCR run over a scan's pages without text. */
  ocrSeconds: Histogram;
  /** Card charges, card saves and PayPal checks that failed, by provider and reason. */
  paymentFailures: Counter<'provider' | 'operation' | 'reason'>;
}

/**
 * `processMetrics` adds Node's own (CPU, memory, event loop lag, GC): what an overloaded server
 * shows first. The server process asks for them; test apps, many to a process, do not, as each
 * set watches the event loop and the GC until the process ends.
 */
export function createMetrics({ processMetrics = false } = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  return {
    registry,
    requests: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer a request, by contract operation id, method and status',
      labelNames: ['operation', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    messages: new Counter({
      name: 'portal_messages_total',
      help: 'Emails and SMS by channel (email, sms) and outcome (sent, failed)',
      labelNames: ['channel', 'outcome'],
      registers: [registry],
    }),
    jobs: new Counter({
      name: 'portal_jobs_total',
      help: 'Job attempts this process finished, by task and outcome (success, failed, gave_up: out of attempts)',
      labelNames: ['task', 'outcome'],
      registers: [registry],
    }),
    ocrSeconds: new Histogram({
      name: 'portal_ocr_duration_seconds',
      help: 'Time to OCR the pages of one scan that had no text',
      buckets: [0.5, 1, 2.5, 5, 10, 20, 40, 80, 160],
      registers: [registry],
    }),
    paymentFailures: new Counter({
      name: 'portal_payment_failures_total',
      help: 'Failed card charges, card saves and PayPal checks, by provider, operation and reason',
      labelNames: ['provider', 'operation', 'reason'],
      registers: [registry],
    }),
  };
}

/** Connections of the database pool, read when Prometheus scrapes. */
export function watchPool(metrics: Metrics, pool: Pool): void {
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [metrics.registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/**
 * The job queue as the database holds it, shared by every server process: jobs due and waiting for
 * a worker, and jobs that used up their attempts. One small query per scrape.
 */
export function watchJobQueue(metrics: Metrics, pool: Pool): void {
  new Gauge({
    name: 'portal_job_queue_jobs',
    help: 'Jobs in the queue: due and waiting (waiting), running (locked), out of attempts (failed)',
    labelNames: ['state'],
    registers: [metrics.registry],
    async collect() {
      const { rows } = await pool.query<{ waiting: number; locked: number; failed: number }>(
        `select count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now())::int as waiting,
                count(*) filter (where locked_at is not null)::int as locked,
                count(*) filter (where attempts >= max_attempts)::int as failed
           from graphile_worker._private_jobs`,
      );
      const [row] = rows;
      this.set({ state: 'waiting' }, row?.waiting ?? 0);
      this.set({ state: 'locked' }, row?.locked ?? 0);
      this.set({ state: 'failed' }, row?.failed ?? 0);
    },
  });
}
