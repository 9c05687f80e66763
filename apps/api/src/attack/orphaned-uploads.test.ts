/**
 * Issue 33: a server killed with -9 while members upload their photo ID must not leave identity
 * documents in storage that no row names. Twenty uploads at once against the real server
 * (src/main.ts), a SIGKILL the moment one of them has written its object but not its row, a
 * restart, then one run of the reconcile-storage job on the restarted server once the grace
 * period has passed: storage holds exactly the objects the database references.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { readdir, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import { spawnServer, type ServerProcess } from '../../test/server-process.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { signedInMember, XHR } from '../../test/test-app.ts';
import { type Database } from '#platform/db/database.ts';
import { addJob } from '#platform/job-queue.ts';

const UPLOADS = 20;
const TWO_HOURS = 2 * 3_600_000;

let testDb: TestDatabase;
let db: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-orphaned-uploads-'));
const storageRoot = join(dataDir, 'storage');
const servers: ServerProcess[] = [];

useForFile(openTestDatabase, async (opened) => {
  testDb = opened;
  ({ db } = opened);
});
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
});

async function startServer(): Promise<ServerProcess> {
  const server = await spawnServer({
    DATABASE_URL: testDb.url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  servers.push(server);
  await server.ready();
  return server;
}

/** A photo of noise, so the server's clean copy (sharp) takes long enough to overlap the others. */
async function noisyPhoto(): Promise<Buffer> {
  const [width, height] = [1200, 900];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function uploadPhoto(port: number, cookie: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  return fetch(`http://127.0.0.1:${port}/api/verification/upload?photoSide=front`, {
    method: 'POST',
    headers: { cookie, ...XHR },
    body: form,
  }).then(
    (response) => response.status,
    () => 0, // the connection died with the server
  );
}

async function storedKeys(): Promise<string[]> {
  if (!existsSync(storageRoot)) return [];
  const entries = await readdir(storageRoot, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(storageRoot.length + 1))
    .sort();
}

async function referencedKeys(): Promise<string[]> {
  const rows = await db.kysely.selectFrom('verification_photos').select('storage_key').execute();
  return rows.map((row) => row.storage_key).sort();
}

/** Resolves once an upload has stored its object but not yet committed its row. */
async function objectWithoutRow(): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const intents = await db.kysely.selectFrom('storage_intents').select('storage_key').execute();
    if (intents.some((intent) => existsSync(join(storageRoot, intent.storage_key)))) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('no upload was caught between its object and its row');
}

describe('orphaned identity documents (issue 33)', () => {
  it('a kill -9 during twenty uploads leaves, after one reconciliation, only referenced objects', async () => {
    const photos = await Promise.all(Array.from({ length: 4 }, noisyPhoto));
    const members = [];
    for (let n = 0; n < UPLOADS; n++) {
      members.push(await signedInMember(db, `orphaned-upload-${n}@example.test`));
    }
    const first = await startServer();

    const uploads = members.map((member, n) =>
      uploadPhoto(first.port, member.cookie, photos[n % photos.length]!),
    );
    await objectWithoutRow();
    first.child.kill('SIGKILL');
    await first.exited;
    const statuses = await Promise.all(uploads);

    // The crash left objects that no row names, and the intents that say so.
    const referencedAfterCrash = await referencedKeys();
    const leftovers = (await storedKeys()).filter((key) => !referencedAfterCrash.includes(key));
    const intents = await db.kysely.selectFrom('storage_intents').select('storage_key').execute();
    expect(leftovers.length).toBeGreaterThan(0);
    expect(intents.length).toBeGreaterThan(0);
    // Every upload the server answered 200 to has its row; none was half-kept.
    expect(referencedAfterCrash.length).toBeGreaterThanOrEqual(
      statuses.filter((status) => status === 200).length,
    );
    expect(referencedAfterCrash.length).toBeLessThan(UPLOADS);

    const restarted = await startServer();
    // The grace period (an hour by default) passes: intents and files are made two hours older.
    await sql`update storage_intents set created_at = created_at - interval '2 hours'`.execute(
      db.kysely,
    );
    const past = new Date(Date.now() - TWO_HOURS);
    for (const key of await storedKeys()) await utimes(join(storageRoot, key), past, past);

    await addJob(db.kysely, 'reconcile-storage', {});
    await jobsDone('reconcile-storage');

    expect(await storedKeys()).toEqual(await referencedKeys());
    expect(await referencedKeys()).toEqual(referencedAfterCrash);
    expect(await db.kysely.selectFrom('storage_intents').selectAll().execute()).toEqual([]);

    // And uploads work again on the restarted server.
    const late = members.find(
      (member) =>
        !referencedAfterCrash.some((key) => key.startsWith(`id-photos/${member.accountId}/`)),
    )!;
    expect(await uploadPhoto(restarted.port, late.cookie, photos[0]!)).toBe(200);
    expect(await storedKeys()).toEqual(await referencedKeys());
    await restarted.stop();
  }, 60_000);
});

/** Waits until no job of `task` is left in the queue (done, or failed for good). */
async function jobsDone(task: string): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const { rows } = await sql<{ waiting: number; error: string | null }>`
      select count(*)::int as waiting, max(j.last_error) as error
      from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = ${task}`.execute(db.kysely);
    if (rows[0]!.error) throw new Error(`${task} failed: ${rows[0]!.error}`);
    if (rows[0]!.waiting === 0) return;
    if (Date.now() > until) throw new Error(`${task} did not run`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
