/**
 * Lock order and pool starvation (issue 33, decision 080). On the main of 26 November 2026
 * `CancelPending` and `MarkPendingForward` locked mail rows before the account row while every other
 * action locked the account first: parallel requests answered 45 × 500 "deadlock detected", and
 * another member's `GET /api/Mail` p95 went from 12.5 ms to 920 ms while one member's requests held
 * every pool connection. These tests run against the real server over loopback HTTP.
 */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import { DEFAULT_LIMITS } from '#platform/db/member-transaction.ts';
import { insertForward } from '../../test/forward-fixtures.ts';
import {
  addMail,
  mailMember,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-fixtures.ts';

let api: MailTestApp;
let base: string;
useForFile(startMailTestApp, async (started) => {
  api = started;
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});

const INBOX = -4;

/** A verified member with `loose` letters and `inForward` letters in a pending forward of theirs. */
async function memberWithMail({ loose = 3, inForward = 2 } = {}) {
  const member = await mailMember(api);
  const add = () => addMail(api, member.accountId, {}, {});
  const looseIds = await Promise.all(Array.from({ length: loose }, add));
  const forwardIds = await Promise.all(Array.from({ length: inForward }, add));
  if (inForward > 0) await insertForward(api, member.accountId, forwardIds);
  const { folder_id: folderId } = await api.db.kysely
    .insertInto('folders')
    .values({ account_id: member.accountId, name: 'Filed' })
    .returning('folder_id')
    .executeTakeFirstOrThrow();
  return { ...member, looseIds, forwardIds, folderId };
}

/** One request over real HTTP; answers its status and how long it took in milliseconds. */
async function send(cookie: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(base + path, {
    method,
    headers: {
      cookie,
      ...(method === 'POST' ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Until some backend of the test database waits for a row lock (the request has reached it). */
async function untilSomeoneWaitsForALock() {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await api.db.pool.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no request came to wait for the account lock');
}

describe('the two actions that took mail rows before the account', () => {
  for (const { operation, path, items } of [
    { operation: 'CancelPending', path: '/api/mail/CancelPending', items: 'loose' },
    { operation: 'MarkPendingForward', path: '/api/mail/MarkPendingForward', items: 'forward' },
  ] as const) {
    it(`${operation} waits behind a holder of the account without holding an item: no deadlock, no 500`, async () => {
      const member = await memberWithMail();
      const mailIds = items === 'loose' ? member.looseIds : member.forwardIds;
      // Another change of the member's, in the one order: the account first, then the items.
      const other = await api.db.pool.connect();
      try {
        await other.query('begin');
        await other.query('select 1 from accounts where account_id = $1 for update', [
          member.accountId,
        ]);
        const answer = send(member.cookie, 'POST', path, { mailIds });
        await untilSomeoneWaitsForALock();
        // Before the fix the request held these rows and waited for the account: deadlock detected.
        await other.query(
          'select 1 from mail_items where mail_id = any($1) order by mail_id for update',
          [mailIds],
        );
        await other.query('commit');
        expect((await answer).status).toBe(200);
      } finally {
        other.release();
      }
    });
  }
});

describe('a member whose account another change holds too long', () => {
  it('answers 503 busy_try_again with Retry-After, holding at most 3 connections meanwhile', async () => {
    const member = await memberWithMail({ inForward: 0 });
    const holder = await api.db.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from accounts where account_id = $1 for update', [
        member.accountId,
      ]);
      const started = performance.now();
      const answeredAt: number[] = [];
      const answers = Array.from({ length: 8 }, () =>
        fetch(`${base}/api/mail/MarkPendingShred`, {
          method: 'POST',
          headers: {
            cookie: member.cookie,
            'x-requested-with': 'XMLHttpRequest',
            'content-type': 'application/json',
          },
          body: JSON.stringify({ mailIds: member.looseIds }),
        }).then((response) => {
          answeredAt.push(Math.round(performance.now() - started));
          return response;
        }),
      );
      await untilSomeoneWaitsForALock();
      let mostWaiting = 0;
      for (let sample = 0; sample < 10; sample += 1) {
        const { rows } = await api.db.pool.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        mostWaiting = Math.max(mostWaiting, rows[0]?.waiting ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const responses = await Promise.all(answers);
      const elapsed = performance.now() - started;
      await holder.query('rollback');

      console.log(
        `busy account: ${mostWaiting} connections waited on it at most; answers after ${answeredAt.join(', ')} ms`,
      );
      expect(mostWaiting).toBeLessThanOrEqual(3);
      for (const response of responses) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('1');
        expect(await response.json()).toMatchObject({ code: 'busy_try_again' });
      }
      // Each answers within 2 s in the queue for a place plus 2 s of lock timeout after it
      // arrives; without the limits none would answer before the holder let go, which is only
      // after them (the test would time out). How long it took is printed, not gated on a timing.
      console.log(`busy account: 8 × 503 in ${elapsed} ms`);
    } finally {
      holder.release();
    }
    // Once the holder is gone the same request goes through.
    const again = await send(member.cookie, 'POST', '/api/mail/MarkPendingShred', {
      mailIds: member.looseIds,
    });
    expect(again.status).toBe(200);
  });
});

const percentile = (samples: readonly number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

describe('one member racing 50 connections', () => {
  it('answers no 500 while one member races 50 connections and another reads the inbox', async () => {
    const racer = await memberWithMail({ loose: 4, inForward: 2 });
    const reader = await memberWithMail({ loose: 30, inForward: 0 });
    const all = [...racer.looseIds, ...racer.forwardIds];
    const actions = [
      () => send(racer.cookie, 'POST', '/api/mail/CancelPending', { mailIds: racer.looseIds }),
      () => send(racer.cookie, 'POST', '/api/mail/MarkPendingShred', { mailIds: racer.looseIds }),
      () =>
        send(racer.cookie, 'POST', `/api/mail/MoveToFolder?folderId=${racer.folderId}`, {
          mailIds: all,
        }),
      () =>
        send(racer.cookie, 'POST', `/api/mail/MoveToFolder?folderId=${INBOX}`, { mailIds: all }),
      () => send(racer.cookie, 'POST', '/api/mail/MarkPendingScan', { mailIds: racer.looseIds }),
      () =>
        send(racer.cookie, 'POST', '/api/mail/MarkPendingForward', { mailIds: racer.forwardIds }),
      () => send(racer.cookie, 'POST', '/api/mail/CancelPending', { mailIds: all }),
    ];
    const read = () => send(reader.cookie, 'GET', `/api/Mail?folder=${INBOX}`);

    // Idle: the reader alone for 4 s after a warm-up, so its p99 sees this machine's own noise
    // (a shared 2-core machine) over a stretch of time, as the loaded phase does.
    for (let index = 0; index < 20; index += 1) await read();
    const idle: number[] = [];
    const idleStarted = performance.now();
    while (performance.now() - idleStarted < 4_000) idle.push((await read()).ms);

    const statuses = new Map<number, number>();
    const busy: number[] = [];
    let racing = true;
    const racers = Array.from({ length: 50 }, async (_, connection) => {
      for (let turn = connection; racing; turn += 1) {
        const { status } = await actions[turn % actions.length]!();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    });
    const reads: number[] = [];
    const started = performance.now();
    while (performance.now() - started < 8_000) {
      const { status, ms } = await read();
      expect(status).toBe(200);
      reads.push(ms);
    }
    racing = false;
    await Promise.all(racers);
    busy.push(...reads);

    const idleP99 = percentile(idle, 99);
    const busyP99 = percentile(busy, 99);
    console.log(
      `lock contention: racer answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
        `reader idle p50 ${percentile(idle, 50).toFixed(1)} ms p99 ${idleP99.toFixed(1)} ms (${idle.length}); ` +
        `under load p50 ${percentile(busy, 50).toFixed(1)} ms p99 ${busyP99.toFixed(1)} ms (${busy.length}), ${(busyP99 / idleP99).toFixed(1)} × idle`,
    );
    expect(statuses.get(500) ?? 0).toBe(0);
    expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(100);
    // The reader's p99 against 3 × idle is a timing budget (DESIGN: budgets are measured, not
    // asserted in tests): printed above for the record, while a 5xx here fails the test.
  }, 60_000);
});

describe('every request runs under the time limits, not only mail changes', () => {
  it('a read waiting on a table another transaction holds answers busy, then works once it is free', async () => {
    const member = await mailMember(api);
    const holder = await api.db.pool.connect();
    let waited: { status: number; ms: number };
    try {
      await holder.query('begin');
      // Stronger than any request takes: even reading the account now has to wait.
      await holder.query('lock table accounts in access exclusive mode');
      waited = await send(member.cookie, 'POST', '/api/account/GetAccount');
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    console.log(
      `A read behind a held table answered ${waited.status} in ${waited.ms.toFixed(0)} ms`,
    );
    expect(waited.status).toBe(503);
    // The lock timeout (2 s by default), not the holder, ended the wait.
    expect(waited.ms).toBeLessThan(DEFAULT_LIMITS.lockTimeoutMs * 2);
    expect((await send(member.cookie, 'POST', '/api/account/GetAccount')).status).toBe(200);
  });
});
