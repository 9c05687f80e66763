import { calendarDateIn, parseIsoDate } from '@portal/domain/calendar';
import { run, type Runner, type Task, type TaskList } from 'graphile-worker';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { billAccount } from '#billing/bill-account.ts';
import { AutoTopUpRetry, chargeAutoTopUp } from '#billing/auto-top-up-charge.ts';
import { billingInstant, queueBillingDay } from '#billing/billing-day.ts';
import { sendLowBalanceWarning } from '#billing/low-balance-warning.ts';
import type { Tables } from '#platform/db/tables.ts';
import { cleanUp } from '#jobs/cleanup.ts';
import {
  addJob,
  queueLogger,
  type QueueLog,
  type TaskName,
  type TaskPayloads,
} from '#platform/job-queue.ts';
import { purgeDeletedMail } from '#mail/purge-deleted-mail.ts';
import { announceMail, sendMailDigests } from '#notices/announce-mail.ts';
import { announceActionDone } from '#notices/action-done.ts';
import { findOcrEngine, OCR_PACKAGES, type OcrEngine } from '#ocr/ocr-engine.ts';
import { ocrScan } from '#ocr/ocr-scan.ts';
import { timedOcr } from '#ocr/timed-ocr.ts';
import type { Metrics } from '#platform/metrics.ts';
import { applyRules, queueRules } from '#mail-rules/apply-rules.ts';
import { actionRequired } from '#action-required/action-required.ts';

import { fulfilDueActions, queueDemoRound } from '#staff/demo-autofulfil.ts';
import type { CardProvider } from '#platform/payments/card-provider.ts';
import type { EmailProvider } from '#platform/messages/messages.ts';
import {
  DEFAULT_STORAGE_GRACE_MINUTES,
  reconcileStorage,
} from '#platform/storage/reconcile-storage.ts';
import type { Storage } from '#platform/storage/storage.ts';

/** The digest counts letters unopened a week as needing the member, as the view does by default. */
const DIGEST_UNOPENED_DAYS = 7;

/** What jobs work with: the server's database, storage and providers. */
export interface JobContext {
  db: Kysely<Tables>;
  storage: Storage;
  email: EmailProvider;
  cards: Pick<CardProvider, 'charge'>;
  log: QueueLog;
  /** How old an unreferenced upload must be before reconcile-storage deletes it; 1 hour if absent. */
  storageGraceMs?: number;
  /**
   * OCR of image-only scans; null runs without it (scans keep only their own text). Left out,
   * startJobWorker looks for Tesseract on this machine.
   */
  ocr?: OcrEngine | null;
}

/**
 * When recurring jobs are queued (UTC, as graphile-worker reads crontabs). Each tick is queued once
 * whatever the number of servers (graphile-worker keeps the last tick per item in its table), and a
 * tick missed while no server ran is queued late within `fill`: a billing day up to three days. The mail digest goes at 08:00 UTC.
 */
export const CRONTAB = [
  '10 0 * * * billing-day ?fill=3d&max=3',
  '5 * * * * purge-deleted-mail ?fill=1h&max=3',
  '20 * * * * cleanup ?fill=1h&max=3',
  '40 * * * * reconcile-storage ?fill=1h&max=3',
  '0 8 * * * mail-digest ?fill=1d&max=1',
].join('\n');

export interface WorkerOptions {
  pool: Pool;
  context: JobContext;
  /** Jobs run at once in this process. */
  concurrency?: number;
  /** How often to look for jobs that came due without a notification (delayed jobs, retries). */
  pollIntervalMs?: number;
  /** Run the demo's stand-in staff (`--demo-autofulfil`). */
  demoAutofulfil?: boolean;
  /** The recurring schedule; tests run without one. */
  crontab?: string;
  /** Counts finished jobs and times OCR runs (decision 106). */
  metrics?: Metrics;
}

export interface JobWorker {
  /** Finishes the jobs in hand, then stops taking more. */
  stop(): Promise<void>;
}

/**
 * Runs the queue's jobs in this server process (graphile-worker: LISTEN/NOTIFY for new jobs, a poll
 * for delayed ones, `SKIP LOCKED` so each job goes to one worker of one process).
 */
export async function startJobWorker(options: WorkerOptions): Promise<JobWorker> {
  const { metrics } = options;
  const ocr = options.context.ocr ?? (await ocrOnThisMachine(options.context.log));
  const context = { ...options.context, ocr: ocr && metrics ? timedOcr(ocr, metrics) : ocr };
  const runner: Runner = await run({
    pgPool: options.pool,
    concurrency: options.concurrency ?? 2,
    pollInterval: options.pollIntervalMs ?? 1_000,
    noHandleSignals: true,
    logger: queueLogger(context.log),
    taskList: taskList(context, { demoAutofulfil: options.demoAutofulfil ?? false }),
    crontab: options.crontab ?? CRONTAB,
  });
  if (metrics) {
    // Per attempt: a failed one is tried again later, so a rising `failed` rate is worth an alert
    // before jobs give up (`gave_up`: out of attempts).
    const count =
      (outcome: string) =>
      ({ job }: { job: { task_identifier: string } }) =>
        metrics.jobs.inc({ task: job.task_identifier, outcome });
    runner.events.on('job:success', count('success'));
    runner.events.on('job:error', count('failed'));
    runner.events.on('job:failed', count('gave_up'));
  }
  if (options.demoAutofulfil) await queueDemoRound(context.db, 0);
  return {
    async stop() {
      await runner.stop();
    },
  };
}

/** Tesseract if installed; otherwise null, said once in the log with how to turn OCR on. */
async function ocrOnThisMachine(log: QueueLog): Promise<OcrEngine | null> {
  const found = await findOcrEngine();
  if (!('missing' in found)) return found;
  log.warn(
    `OCR is off (${found.missing} not found): image-only scans are stored without searchable text. ` +
      `To turn it on, install the Debian packages ${OCR_PACKAGES} and restart the server.`,
  );
  return null;
}

type Handler<T extends TaskName> = (
  payload: TaskPayloads[T],
  job: { attempts: number; maxAttempts: number; cronAt: Date | null },
) => Promise<void>;

/** Every task this process runs; a process only takes jobs of the tasks it has. */
export function taskList(context: JobContext, options: { demoAutofulfil: boolean }): TaskList {
  const { db, log } = context;
  const noticeContext = {
    ...context,
    ocr: context.ocr ?? null,
    actionRequiredTotal: async (accountId: number) =>
      (await actionRequired(db, accountId, DIGEST_UNOPENED_DAYS)).total,
  };
  const handlers: { [T in TaskName]?: Handler<T> } = {
    'purge-deleted-mail': async () => {
      const purged = await purgeDeletedMail(context);
      if (purged > 0) log.info(`Purged ${purged} items from Deleted Items after 30 days`);
    },
    cleanup: async () => {
      await cleanUp(db);
    },
    'reconcile-storage': async () => {
      const graceMs = context.storageGraceMs ?? DEFAULT_STORAGE_GRACE_MINUTES * 60_000;
      const counts = await reconcileStorage(context, { graceMs });
      if (counts.abandoned + counts.orphans + counts.staleIntents > 0) {
        log.info(
          `Storage reconciled: ${counts.abandoned} abandoned uploads and ${counts.orphans} unreferenced objects deleted, ${counts.staleIntents} stale intents cleared`,
        );
      }
    },
    'billing-day': async (payload, job) => {
      const date =
        (payload.date && parseIsoDate(payload.date)) || calendarDateIn(job.cronAt ?? new Date());
      const queued = await queueBillingDay(db, date);
      log.info(`Billing day ${payload.date ?? ''}: ${queued} accounts queued`.replace('  ', ' '));
    },
    'bill-account': async ({ accountId, date }) => {
      await billAccount(db, accountId, billingInstant(date));
    },
    'auto-top-up': async ({ autoTopUpId }, job) => {
      const outcome = await chargeAutoTopUp(context, autoTopUpId, {
        number: job.attempts,
        last: job.attempts >= job.maxAttempts,
      });
      if (outcome === 'retry') {
        throw new AutoTopUpRetry(`Auto top-up ${autoTopUpId} was declined; trying again later`);
      }
    },
    'low-balance-warning': async ({ warningId }) => {
      await sendLowBalanceWarning(db, warningId);
    },
    'ocr-scan': async ({ mailId, kind, announce }) => {
      const read = await ocrScan(
        { db, storage: context.storage, ocr: context.ocr ?? null },
        mailId,
        kind,
      );
      if (read > 0) log.debug(`OCR read ${read} pages of the ${kind} of mail item ${mailId}`);
      // The rules again, now with the text OCR read (decision 102).
      await queueRules(db, mailId);
      if (announce) await addJob(db, 'announce-mail', { mailId });
    },
    'apply-mail-rules': async ({ mailId }) => {
      await applyRules(db, mailId);
    },
    'announce-mail': async ({ mailId }) => {
      await announceMail(noticeContext, mailId);
    },
    'announce-action-done': async ({ noticeId }) => {
      await announceActionDone(context, noticeId);
    },
    'mail-digest': async () => {
      const sent = await sendMailDigests(noticeContext);
      if (sent > 0) log.info(`Mail digest: ${sent} emails sent`);
    },
    'send-email': async ({ message }) => {
      await context.email.send(message);
    },
  };
  if (options.demoAutofulfil) {
    handlers['demo-autofulfil'] = async () => {
      try {
        for (const line of await fulfilDueActions(context)) log.info(line);
      } finally {
        await queueDemoRound(db);
      }
    };
  }
  const tasks: TaskList = {};
  for (const [name, handler] of Object.entries(handlers)) {
    const task: Task = async (payload, helpers) => {
      const cron = (payload as { _cron?: { ts?: string } } | null)?._cron;
      await (handler as Handler<TaskName>)((payload ?? {}) as TaskPayloads[TaskName], {
        attempts: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
        cronAt: cron?.ts ? new Date(cron.ts) : null,
      });
    };
    tasks[name] = task;
  }
  return tasks;
}
