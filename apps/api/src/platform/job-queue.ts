import { Logger, runMigrations, type LogFunctionFactory } from 'graphile-worker';
import { sql, type Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { Tables } from '#platform/db/tables.ts';
import type { EmailMessage } from '#platform/messages/messages.ts';

/**
 * The durable job queue (DESIGN §3.11, decision 030): graphile-worker's tables in the
 * `graphile_worker` schema of the portal's own database. A job is a row; whichever server process
 * locks it first runs it, so any number of servers share the work and each job runs once. Jobs are
 * added with SQL inside the caller's transaction: a change and the work it asks for commit together
 * or not at all.
 */

/** Every task, by name, with the payload its job carries. */
export interface TaskPayloads {
  /** Deleted Items older than 30 days go (§9); hourly. */
  'purge-deleted-mail': Record<string, never>;
  /** Expired one-time codes, rate-limit windows, sessions and idempotency keys; hourly. */
  cleanup: Record<string, never>;
  /** Objects in storage that no row references, past the grace period, deleted; hourly. */
  'reconcile-storage': Record<string, never>;
  /** The billing day of `date` (cron: the day it fires on): one `bill-account` job per account. */
  'billing-day': { date?: string };
  /** Fees, credit expiry and standing of one account for one day. */
  'bill-account': { accountId: number; date: string };
  /** One automatic top-up, charged once; a failed charge is retried with backoff. */
  'auto-top-up': { autoTopUpId: number };
  /** The email warning that the balance will not cover the next monthly fee (issue 41). */
  'low-balance-warning': { warningId: number };
  /** One email, retried with backoff while the provider fails. */
  'send-email': { message: QueuedEmail };
  /** OCR of the pages of an item's scan that have no text; then the new item's email if `announce`. */
  'ocr-scan': { mailId: number; kind: 'envelope' | 'contents'; announce: boolean };
  /** The member's sender rules tried on a new item: at arrival, or after the OCR of its scan. */
  'apply-mail-rules': { mailId: number };
  /** The email about a new item, when the member has asked for one email per item. */
  'announce-mail': { mailId: number };
  /** The emails saying staff finished a scan, forward, shred or return the member asked for. */
  'announce-action-done': { noticeId: number };
  /** The daily email listing the items that arrived, for members who asked for one digest; daily. */
  'mail-digest': Record<string, never>;
  /** The demo's stand-in staff (`--demo-autofulfil`): one round, then the next is queued. */
  'demo-autofulfil': Record<string, never>;
}

export type TaskName = keyof TaskPayloads;

/** An email as a job carries it: attachments (scans) stay out of the queue. */
export type QueuedEmail = Omit<EmailMessage, 'attachments'>;

export interface JobOptions {
  /** Not before this instant; now when absent. */
  runAt?: Date;
  /**
   * At most one waiting job per key: adding another replaces the waiting one (or, with
   * `preserve_run_at`, keeps its time). A job already running is left to finish.
   */
  jobKey?: string;
  jobKeyMode?: 'replace' | 'preserve_run_at' | 'unsafe_dedupe';
  /** Tries before the job is given up (graphile-worker's default is 25). */
  maxAttempts?: number;
}

/** Adds a job in the caller's transaction (or on its own when given the database). */
export async function addJob<T extends TaskName>(
  db: Kysely<Tables>,
  task: T,
  payload: TaskPayloads[T],
  options: JobOptions = {},
): Promise<void> {
  await sql`select graphile_worker.add_job(
    identifier => ${task},
    payload => ${JSON.stringify(payload)}::json,
    run_at => ${options.runAt ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? null}::int,
    job_key => ${options.jobKey ?? null}::text,
    job_key_mode => ${options.jobKeyMode ?? 'replace'}::text
  )`.execute(db);
}

/** Queues an email; the `send-email` task sends it and retries while the provider fails. */
export async function queueEmail(db: Kysely<Tables>, message: QueuedEmail): Promise<void> {
  // About 18 hours of tries with graphile-worker's exponential backoff (e^attempt seconds).
  await addJob(db, 'send-email', { message }, { maxAttempts: 12 });
}

/** Creates or updates the queue's schema; safe when several servers start at once. */
export async function migrateJobQueue(pool: Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: queueLogger(consoleLog) });
}

/**
 * The server's log as jobs and the queue library write to it. The library's per-job lines
 * ("Completed task 12 (send-email, …)") go to debug: at info they would be one line per email.
 */
export interface QueueLog {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const consoleLog: QueueLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

export function queueLogger(log: QueueLog): Logger {
  const factory: LogFunctionFactory = () => (level, message) => {
    if (level === 'error') log.error(message);
    else if (level === 'warning') log.warn(message);
    else if (level === 'info') log.debug(message);
  };
  return new Logger(factory);
}
