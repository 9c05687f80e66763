/**
 * `pnpm bench rules`: sender rules evaluated for 1,000 arrivals against 50 rules (issue 38's
 * budget: 5 s on this machine), through the job queue as arrivals are: one `apply-mail-rules` job
 * per item, run by graphile-worker with the server's default concurrency of 2. Each item carries a
 * page of OCR text; 49 rules miss every item and the last one takes every tenth, so most items are
 * compared with all 50 (the worst order). The rules' work is nothing `GET /api/Mail` does: the
 * list only gains the `protectedKind` column of its own row.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { run } from 'graphile-worker';
import { sql } from 'kysely';
import { openDatabase } from '#platform/db/database.ts';
import { freePort } from '#platform/db/free-port.ts';
import { queueLogger } from '#platform/job-queue.ts';
import { taskList } from '#jobs/worker.ts';
import { queueRules } from '#mail-rules/apply-rules.ts';
import * as mailLifecycle from '#mail/lifecycle.ts';
import { outboxEmail } from '#platform/messages/messages.ts';
import { sandboxCardProvider } from '#platform/payments/card-provider.ts';
import { localDiskStorage } from '#platform/storage/storage.ts';

const ARRIVALS = 1_000;
const RULES = 50;
const BUDGET_SECONDS = 5;

const OCR_PAGE = Array.from(
  { length: 30 },
  (_, line) =>
    `${line + 1}. Your statement for the period shows a closing balance of $${line * 7}.`,
).join('\n');

const dataDir = await mkdtemp(join(tmpdir(), 'bench-rules-'));
const db = await openDatabase({
  dataDir,
  databaseUrl: undefined,
  embeddedPgPort: await freePort(),
});
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: console.error };
try {
  const kysely = db.kysely;
  const { account_id: accountId } = await kysely
    .insertInto('accounts')
    .values({
      webpage: 'harbour-mail',
      email: 'rules-bench@example.test',
      password_hash: 'not-used',
      first_name: 'Bench',
      last_name: 'Member',
      user_code: 'BENCH01',
      verification_code: '000000',
      sms_verification: 2,
    })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  await kysely
    .insertInto('mail_rules')
    .values(
      Array.from({ length: RULES }, (_, index) => ({
        account_id: accountId,
        position: index + 1,
        name: `Rule ${index + 1}`,
        match_on: index % 2 === 0 ? ('text' as const) : ('sender' as const),
        match_text: index === RULES - 1 ? 'Harbour Bank' : `Sender nobody sends ${index}`,
        action: JSON.stringify({ type: 'label', label: `label ${index % 5}` }),
      })),
    )
    .execute();
  // Arrivals as staff record them (the mail lifecycle's receive), with no auto action pending.
  const items = await kysely.transaction().execute(async (trx) => {
    const received = [];
    for (let index = 0; index < ARRIVALS; index += 1) {
      const sender = index % 10 === 0 ? 'Harbour Bank' : `Sender ${index % 37}`;
      received.push(
        await mailLifecycle.receive(
          trx,
          { account_id: accountId, name: sender, sender, weight_grams: 20, scan_text: OCR_PAGE },
          null,
        ),
      );
    }
    return received;
  });
  for (const { mail_id } of items) await queueRules(kysely, mail_id);

  const context = {
    db: kysely,
    storage: localDiskStorage(join(dataDir, 'files')),
    email: outboxEmail(kysely),
    cards: sandboxCardProvider(),
    log: quiet,
    ocr: null,
  };
  const started = performance.now();
  const runner = await run({
    pgPool: db.pool,
    concurrency: 2,
    pollInterval: 50,
    noHandleSignals: true,
    logger: queueLogger(quiet),
    taskList: taskList(context, { demoAutofulfil: false }),
  });
  for (;;) {
    const { rows } = await sql<{ left: string }>`
      select count(*) as left from graphile_worker._private_jobs`.execute(kysely);
    if (Number(rows[0]!.left) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();

  const acted = await kysely
    .selectFrom('mail_rule_actions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(acted.count) !== ARRIVALS / 10) {
    throw new Error(`expected ${ARRIVALS / 10} rule actions, found ${acted.count}`);
  }
  const ok = seconds <= BUDGET_SECONDS;
  console.log(`\n| measure | value | budget |\n|---|---|---|`);
  console.log(
    `| rules: ${ARRIVALS} arrivals × ${RULES} rules, via the job queue | ${seconds.toFixed(2)} s | ${ok ? 'ok' : 'OVER'} (${BUDGET_SECONDS} s) |`,
  );
  console.log(`| rules: items acted on (every tenth) | ${acted.count} | ok |`);
  if (!ok) process.exitCode = 1;
} finally {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
