/**
 * What must hold after the run, read from the database and over HTTP. Each check answers whether
 * it held and a line saying what was found.
 */
import { sql } from 'kysely';
import type { Database } from '@portal/api/src/platform/db/database.ts';
import type { LoadMember } from './load-members.ts';
import { memberClient, type Outcomes } from './member-load.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const PNG = [0x89, 0x50, 0x4e, 0x47];

/** Every write answered 2xx is there, and no write was done more often than it was sent. */
export async function noLostWrites(db: Database, outcomes: Outcomes): Promise<Check[]> {
  const { forwards, receipts, uploads } = outcomes.confirmed;
  const accounts = [...outcomes.attempted.keys()];
  const forwardRows = await db.kysely
    .selectFrom('forwards')
    .innerJoin('forward_items', 'forward_items.forward_id', 'forwards.forward_id')
    .select(['forwards.forward_id', 'forwards.account_id', 'forward_items.mail_id'])
    .where('forwards.account_id', 'in', accounts)
    .execute();
  const forwardKeys = new Set(
    forwardRows.map((r) => `${r.account_id}/${r.forward_id}/${r.mail_id}`),
  );
  const lostForwards = forwards.filter(
    (f) => !forwardKeys.has(`${f.accountId}/${f.forwardId}/${f.mailId}`),
  );
  const receiptRows = await db.kysely
    .selectFrom('receipts')
    .select(['account_id', 'number'])
    .where('account_id', 'in', accounts)
    .execute();
  const receiptKeys = new Set(receiptRows.map((r) => `${r.account_id}/${r.number}`));
  const lostReceipts = receipts.filter((r) => !receiptKeys.has(`${r.accountId}/${r.number}`));
  const uploadAudits = await db.kysely
    .selectFrom('audit_entries')
    .select(['account_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('text_key', '=', 'audit.photoIdUploaded')
    .where('account_id', 'in', accounts)
    .groupBy('account_id')
    .execute();
  const audited = new Map(uploadAudits.map((row) => [row.account_id, Number(row.count)]));
  const countOf = <T extends { accountId: number }>(rows: T[], accountId: number) =>
    rows.filter((row) => row.accountId === accountId).length;
  // Accounts where the writes done are fewer than those confirmed (lost) or more than those sent
  // (done twice). Between the two is fine: an answer lost on the way may follow a write done.
  const outOfBounds = (
    done: (accountId: number) => number,
    confirmed: (accountId: number) => number,
    sent: (accountId: number) => number,
  ) => accounts.filter((id) => done(id) < confirmed(id) || done(id) > sent(id));
  const attempted = (id: number) => outcomes.attempted.get(id)!;
  const forwardCounts = (id: number) =>
    new Set(forwardRows.filter((r) => r.account_id === id).map((r) => r.forward_id)).size;
  return [
    {
      name: 'no lost forwards',
      ok:
        lostForwards.length === 0 &&
        outOfBounds(
          forwardCounts,
          (id) => countOf(forwards, id),
          (id) => attempted(id).forwards,
        ).length === 0,
      detail: `${forwards.length} confirmed, ${lostForwards.length} missing; made per account within confirmed..sent`,
    },
    {
      name: 'no lost top-ups',
      ok:
        lostReceipts.length === 0 &&
        outOfBounds(
          (id) => receiptRows.filter((r) => r.account_id === id).length,
          (id) => countOf(receipts, id),
          (id) => attempted(id).topUps,
        ).length === 0,
      detail: `${receipts.length} confirmed, ${lostReceipts.length} missing; receipts per account within confirmed..sent`,
    },
    {
      name: 'no lost photo uploads',
      ok:
        outOfBounds(
          (id) => audited.get(id) ?? 0,
          (id) => countOf(uploads, id),
          (id) => attempted(id).uploads,
        ).length === 0,
      detail: `${uploads.length} confirmed, ${[...audited.values()].reduce((a, b) => a + b, 0)} audited uploads`,
    },
  ];
}

/** The balance of every account equals the sum of its ledger, and its last row's running balance. */
export async function balancesMatchLedgers(db: Database): Promise<Check> {
  const { rows } = await sql<{
    account_id: number;
    balance_cents: number;
    sum: number;
    last: number | null;
  }>`
    select a.account_id, a.balance_cents, coalesce(sum(l.amount_cents), 0)::int as sum,
      (select balance_after_cents from ledger_entries where account_id = a.account_id
        order by transaction_id desc limit 1) as last
    from accounts a left join ledger_entries l using (account_id)
    group by a.account_id`.execute(db.kysely);
  const wrong = rows.filter((r) => r.balance_cents !== r.sum || (r.last ?? 0) !== r.balance_cents);
  return {
    name: 'balance = Σ ledger, every account',
    ok: wrong.length === 0,
    detail: `${rows.length} accounts, ${wrong.length} off${wrong.length ? `: ${wrong.map((r) => r.account_id).join(', ')}` : ''}`,
  };
}

/**
 * Every job ran once: the queue empties (graphile-worker deletes a job once it has succeeded and
 * keeps a failed one), and each receipt of the run was emailed exactly once.
 */
export async function jobsRanOnce(db: Database, accounts: number[]): Promise<Check> {
  const waiting = async () =>
    Number(
      (
        await sql<{
          count: number;
        }>`select count(*)::int as count from graphile_worker._private_jobs`.execute(db.kysely)
      ).rows[0]!.count,
    );
  const deadline = Date.now() + 60_000;
  while ((await waiting()) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const left = await waiting();
  const { rows } = await sql<{ number: string; emails: number }>`
    select r.number, count(o.message_id)::int as emails
    from receipts r join accounts a using (account_id)
    left join outbox_messages o on o.recipient = a.email and position(r.number in o.body_text) > 0
    where r.account_id in (${sql.join(accounts)})
    group by r.number`.execute(db.kysely);
  const notOnce = rows.filter((row) => row.emails !== 1);
  return {
    name: 'every job ran exactly once',
    ok: left === 0 && notOnce.length === 0 && rows.length > 0,
    detail: `${left} jobs left in the queue; ${rows.length} receipts, ${notOnce.length} not emailed exactly once`,
  };
}

/**
 * Every photo the run stored is whole in the bucket (photos are never served over HTTP, so they
 * are read as the servers read them), and a scan in the bucket downloads through each server.
 */
export async function uploadsReadable(
  db: Database,
  read: (key: string) => Promise<Uint8Array | null>,
  servers: { name: string; origin: string }[],
  scanReader: { cookie: string; mailId: number },
): Promise<Check[]> {
  const photos = await db.kysely.selectFrom('verification_photos').selectAll().execute();
  let unreadable = 0;
  for (const photo of photos) {
    const bytes = await read(photo.storage_key);
    const whole = bytes?.length === photo.byte_size && PNG.every((byte, i) => bytes[i] === byte);
    if (!whole) unreadable += 1;
  }
  const downloads: string[] = [];
  for (const server of servers) {
    const client = memberClient(server.origin, scanReader.cookie);
    const { data } = await client.GET('/api/mail/download', {
      params: { query: { mailId: scanReader.mailId } },
    });
    const pdf = Buffer.from(String(data), 'base64').subarray(0, 5).toString('latin1');
    if (pdf !== '%PDF-') downloads.push(server.name);
  }
  return [
    {
      name: 'every stored photo readable from the bucket',
      ok: photos.length > 0 && unreadable === 0,
      detail: `${photos.length} photos, ${unreadable} unreadable`,
    },
    {
      name: 'a scan in the bucket downloads through each server',
      ok: downloads.length === 0,
      detail: downloads.length
        ? `not through ${downloads.join(', ')}`
        : `${servers.length} servers`,
    },
  ];
}

/** Sessions opened before the restart still work, through the restarted server itself. */
export async function sessionsSurvive(
  members: LoadMember[],
  restarted: { origin: string },
): Promise<Check> {
  const refused: string[] = [];
  for (const member of members) {
    const client = memberClient(restarted.origin, member.cookie);
    const account = await client.POST('/api/account/GetAccount').then(
      ({ data }) => data,
      () => undefined,
    );
    if (account?.email !== member.email) refused.push(member.email);
  }
  return {
    name: 'sessions survive the restart',
    ok: refused.length === 0,
    detail: `${members.length - refused.length} of ${members.length} sessions answered by the restarted server`,
  };
}
