import { utimes } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useForFile } from '../../../test/api-test.ts';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3.ts';
import { addMail } from '../../../test/mail-fixtures.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { signedInMember } from '../../../test/test-app.ts';
import { type Database } from '#platform/db/database.ts';
import { reconcileStorage } from '#platform/storage/reconcile-storage.ts';
import { s3Storage } from '#platform/storage/s3-storage.ts';
import { localDiskStorage, type Storage } from '#platform/storage/storage.ts';
import { storeWithIntent } from '#platform/storage/write-ahead.ts';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

let db: Database;
let s3: FakeS3;
useForFile(openTestDatabase, async (opened) => {
  ({ db } = opened);
  s3 = await startFakeS3('uploads');
});
afterAll(async () => {
  await s3.close();
});

/** A storage and a way to make one of its objects look written `date`. */
interface Backend {
  storage: Storage;
  backdate(key: string, date: Date): Promise<void>;
}

const backends: Record<string, () => Backend> = {
  'local disk': () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-storage-'));
    return {
      storage: localDiskStorage(root),
      backdate: (key, date) => utimes(join(root, key), date, date),
    };
  },
  'S3-compatible bucket': () => {
    s3.objects.clear();
    return {
      storage: s3Storage({
        endpoint: s3.endpoint,
        bucket: 'uploads',
        region: 'us-east-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
      }),
      backdate: async (key, date) => {
        s3.objects.get(key)!.lastModified = date;
      },
    };
  },
};

const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
let members = 0;

describe.each(Object.keys(backends))('reconcile-storage on %s', (name) => {
  let backend: Backend;
  let accountId: number;
  beforeAll(async () => {
    backend = backends[name]!();
    members += 1;
    ({ accountId } = await signedInMember(db, `reconcile${members}@example.test`));
  });

  const put = async (key: string, writtenAt: Date) => {
    await backend.storage.put(key, bytes, 'image/jpeg');
    await backend.backdate(key, writtenAt);
  };
  const intend = (key: string, createdAt: Date) =>
    db.kysely
      .insertInto('storage_intents')
      .values({ storage_key: key, account_id: accountId, created_at: createdAt })
      .execute();
  const stored = async () => {
    const keys = [];
    for await (const object of backend.storage.list()) keys.push(object.key);
    return keys.sort();
  };
  const intents = async () =>
    (await db.kysely.selectFrom('storage_intents').select('storage_key').execute())
      .map((row) => row.storage_key)
      .sort();

  it('deletes abandoned and unreferenced objects past the grace period, and keeps the rest', async () => {
    const prefix = `id-photos/${accountId}`;
    // An upload a crash cut short two hours ago: its intent, its object, no row.
    await put(`${prefix}/front-abandoned.jpg`, hoursAgo(2));
    await intend(`${prefix}/front-abandoned.jpg`, hoursAgo(2));
    // A crash before the intents existed: an object nobody names.
    await put(`${prefix}/back-orphan.jpg`, hoursAgo(2));
    // Uploads still under way: a fresh intent (its object may be old: a key written again), a
    // fresh object whose intent is not visible yet.
    await put(`${prefix}/selfie-uploading.jpg`, hoursAgo(3));
    await intend(`${prefix}/selfie-uploading.jpg`, new Date());
    await put(`${prefix}/front-just-written.jpg`, new Date());
    // A photo its row names.
    await put(`${prefix}/selfie-kept.jpg`, hoursAgo(5));
    await db.kysely
      .insertInto('verification_photos')
      .values({
        account_id: accountId,
        side: 'selfie',
        storage_key: `${prefix}/selfie-kept.jpg`,
        content_type: 'image/jpeg',
        byte_size: bytes.length,
      })
      .execute();
    // A scan whose row committed, but whose intent outlived it (a key rewritten in place).
    const mailId = await addMail({ db, storage: backend.storage }, accountId, {}, {});
    const scan = `mail/${mailId}/envelope.pdf`;
    await put(scan, hoursAgo(2));
    await db.kysely
      .updateTable('mail_items')
      .set({ envelope_key: scan })
      .where('mail_id', '=', mailId)
      .execute();
    await intend(scan, hoursAgo(2));

    const counts = await reconcileStorage(
      { db: db.kysely, storage: backend.storage },
      { graceMs: HOUR },
    );

    expect(counts).toEqual({ abandoned: 1, staleIntents: 2, orphans: 1 });
    expect(await stored()).toEqual(
      [
        `${prefix}/front-just-written.jpg`,
        `${prefix}/selfie-kept.jpg`,
        `${prefix}/selfie-uploading.jpg`,
        scan,
      ].sort(),
    );
    expect(await intents()).toEqual([`${prefix}/selfie-uploading.jpg`]);

    // Nothing more to do the second time.
    expect(
      await reconcileStorage({ db: db.kysely, storage: backend.storage }, { graceMs: HOUR }),
    ).toEqual({ abandoned: 0, staleIntents: 0, orphans: 0 });
    await db.kysely.deleteFrom('storage_intents').execute();
  });

  it('stores with an intent that ends with the row, and removes the object when the row fails', async () => {
    const key = `id-photos/${accountId}/back-${name.length}.jpg`;
    const object = { key, accountId, bytes, contentType: 'image/jpeg' };
    let intentWhileStoring: string[] = [];
    await expect(
      storeWithIntent({ db: db.kysely, storage: backend.storage }, object, async () => {
        intentWhileStoring = await intents();
        throw new Error('the row could not be written');
      }),
    ).rejects.toThrow('the row could not be written');
    expect(intentWhileStoring).toEqual([key]);
    expect(await backend.storage.get(key)).toBeNull();
    expect(await intents()).toEqual([]);

    await storeWithIntent({ db: db.kysely, storage: backend.storage }, object, (trx) =>
      trx
        .insertInto('verification_photos')
        .values({
          account_id: accountId,
          side: 'back',
          storage_key: key,
          content_type: 'image/jpeg',
          byte_size: bytes.length,
        })
        .execute(),
    );
    expect(await backend.storage.get(key)).toEqual(bytes);
    expect(await intents()).toEqual([]);
  });

  it('within a staff transaction that rolls back, leaves an intent the job acts on', async () => {
    const key = `id-photos/${accountId}/front-rolled-back-${name.length}.jpg`;
    const object = { key, accountId, bytes, contentType: 'image/jpeg' };
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        // The command holds the account row, as fulfilScan does; the intent must not wait on it.
        await trx
          .selectFrom('accounts')
          .select('account_id')
          .where('account_id', '=', accountId)
          .forUpdate()
          .execute();
        await storeWithIntent(
          { db: db.kysely, storage: backend.storage },
          object,
          (inner) =>
            inner
              .insertInto('verification_photos')
              .values({
                account_id: accountId,
                side: 'front',
                storage_key: key,
                content_type: 'image/jpeg',
                byte_size: bytes.length,
              })
              .execute(),
          trx,
        );
        throw new Error('the charge failed after the scan was stored');
      }),
    ).rejects.toThrow('the charge failed');
    expect(await intents()).toEqual([key]);
    expect(await backend.storage.get(key)).toEqual(bytes);

    const later = new Date(Date.now() + 2 * HOUR);
    expect(
      await reconcileStorage(
        { db: db.kysely, storage: backend.storage },
        { graceMs: HOUR, now: later },
      ),
    ).toMatchObject({ abandoned: 1, staleIntents: 1 });
    expect(await backend.storage.get(key)).toBeNull();
    expect(await intents()).toEqual([]);
  });

  it('refuses to write ahead inside a transaction given as the database', async () => {
    await expect(
      db.kysely
        .transaction()
        .execute((trx) =>
          storeWithIntent(
            { db: trx, storage: backend.storage },
            { key: 'id-photos/x.jpg', accountId, bytes, contentType: 'image/jpeg' },
            async () => undefined,
          ),
        ),
    ).rejects.toThrow('storeWithIntent needs the database itself');
  });
});
