import { sql, type Kysely, type Transaction } from 'kysely';
import type { Tables } from '#db/tables.ts';
import { unreferencedKeys } from '#storage/references.ts';
import type { Storage } from '#storage/storage.ts';

export interface NewObject {
  key: string;
  /** Whose object it is, kept on the intent for an operator reading it; null for none. */
  accountId: number | null;
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Puts an object in storage so that no crash can leave it untracked (decision 079). An intent
 * naming the key is committed before a byte is written; after the write, `reference` writes the
 * row that names the object in a transaction that also deletes the intent, so at every instant the
 * object is named by an intent or by a row. A process killed in between leaves an intent, which
 * the reconcile-storage job acts on after its grace period. When the write or `reference` fails,
 * the object is removed at once (unless a row still names it: a scan rewritten under its own key)
 * and the error is rethrown. Answers what `reference` answered.
 */
export async function storeWithIntent<T>(
  db: Kysely<Tables>,
  storage: Storage,
  object: NewObject,
  reference: (trx: Transaction<Tables>) => Promise<T>,
): Promise<T> {
  const { key, accountId } = object;
  await db
    .insertInto('storage_intents')
    .values({ storage_key: key, account_id: accountId })
    .onConflict((conflict) =>
      conflict
        .column('storage_key')
        .doUpdateSet({ account_id: accountId, created_at: sql<Date>`now()` }),
    )
    .execute();
  try {
    await storage.put(key, object.bytes, object.contentType);
    return await db.transaction().execute(async (trx) => {
      const answer = await reference(trx);
      await trx.deleteFrom('storage_intents').where('storage_key', '=', key).execute();
      return answer;
    });
  } catch (error) {
    await abandon(db, storage, key);
    throw error;
  }
}

/**
 * Undoes a write that will not be referenced. If this fails too (storage or database down), the
 * intent stays and reconcile-storage finishes the job later, so the error worth reporting is the
 * caller's, not this one.
 */
async function abandon(db: Kysely<Tables>, storage: Storage, key: string): Promise<void> {
  try {
    if ((await unreferencedKeys(db, [key])).length > 0) await storage.delete(key);
    await db.deleteFrom('storage_intents').where('storage_key', '=', key).execute();
  } catch {
    // Left to reconcile-storage.
  }
}
