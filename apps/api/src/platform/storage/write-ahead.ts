import { sql, type Kysely, type Transaction } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { unreferencedKeys } from '#platform/storage/references.ts';
import type { Storage } from '#platform/storage/storage.ts';

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
 *
 * `within`: the caller's own transaction (a staff command that also charges and audits), in which
 * `reference` runs and the intent ends; should it roll back later, the intent is left behind and
 * reconcile-storage removes the object.
 */
export async function storeWithIntent<T>(
  { db, storage }: { db: Kysely<Tables>; storage: Storage },
  object: NewObject,
  reference: (trx: Transaction<Tables>) => Promise<T>,
  within?: Transaction<Tables>,
): Promise<T> {
  if (db.isTransaction) {
    // An intent inside the caller's transaction would commit with the row, not before the write.
    throw new Error('storeWithIntent needs the database itself; pass a transaction as `within`');
  }
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
  const referenceAndEndIntent = async (trx: Transaction<Tables>) => {
    const answer = await reference(trx);
    await trx.deleteFrom('storage_intents').where('storage_key', '=', key).execute();
    return answer;
  };
  try {
    await storage.put(key, object.bytes, object.contentType);
    return await (within
      ? referenceAndEndIntent(within)
      : db.transaction().execute(referenceAndEndIntent));
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
