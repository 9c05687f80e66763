import { runOnce } from 'graphile-worker';
import { sql } from 'kysely';
import { queueLogger } from '../src/platform/job-queue.ts';
import { taskList, type JobContext } from '../src/jobs/worker.ts';
import { outboxEmail } from '../src/platform/messages/messages.ts';
import { sandboxCardProvider } from '../src/platform/payments/card-provider.ts';
import type { TestApp } from './test-app.ts';

/** What jobs run with in a test: the app's database and storage, the outbox, the sandbox cards. */
export function jobContext(api: TestApp, overrides: Partial<JobContext> = {}): JobContext {
  return {
    db: api.db.kysely,
    storage: api.storage,
    email: outboxEmail(api.db.kysely),
    cards: sandboxCardProvider(),
    log: {
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    },
    ...overrides,
  };
}

/**
 * Runs every job that is due now until none is left, as a server's worker would (graphile-worker's
 * runOnce), with the given context; jobs that fail are left for their next try.
 */
export async function runDueJobs(
  api: TestApp,
  overrides: Partial<JobContext> = {},
  options: { demoAutofulfil?: boolean } = {},
): Promise<void> {
  const context = jobContext(api, overrides);
  await runOnce({
    pgPool: api.db.pool,
    taskList: taskList(context, { demoAutofulfil: options.demoAutofulfil ?? false }),
    logger: queueLogger(context.log),
  });
}

/** The jobs waiting in the queue, by task, with their payloads and tries. */
export async function queuedJobs(api: TestApp, task?: string) {
  const { rows } = await sql<{
    task_identifier: string;
    payload: Record<string, unknown>;
    attempts: number;
    last_error: string | null;
    run_at: Date;
  }>`select t.identifier as task_identifier, j.payload, j.attempts, j.last_error, j.run_at
     from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
     where ${task ?? null}::text is null or t.identifier = ${task ?? null}::text
     order by j.id`.execute(api.db.kysely);
  return rows;
}
