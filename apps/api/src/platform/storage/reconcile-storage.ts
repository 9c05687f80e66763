import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { unreferencedKeys } from '#platform/storage/references.ts';
import { isSafeKey, type Storage } from '#platform/storage/storage.ts';

/** How long an upload may take before its leftovers count as abandoned, unless configured. */
export const DEFAULT_STORAGE_GRACE_MINUTES = 60;

/** Keys asked about in one query. */
const BATCH = 500;

export interface ReconcileCounts {
  /** Objects of intents older than the grace period that no row references, deleted. */
  abandoned: number;
  /** Intents older than the grace period removed (with or without an object to delete). */
  staleIntents: number;
  /** Listed objects older than the grace period that neither a row nor an intent names, deleted. */
  orphans: number;
}

/**
 * The `reconcile-storage` job (decision 079): makes storage hold only objects the database
 * references. First the write-ahead intents older than `graceMs` (uploads a crash cut short):
 * their objects go unless a row names them, then the intents. Then every stored object older than
 * `graceMs` that no row and no intent names (written before intents existed, or left by a delete
 * that failed after its row went). The grace period keeps uploads still under way safe: their
 * intent or their object is younger than it.
 */
export async function reconcileStorage(
  { db, storage }: { db: Kysely<Tables>; storage: Storage },
  { graceMs, now = new Date() }: { graceMs: number; now?: Date },
): Promise<ReconcileCounts> {
  const cutoff = new Date(now.getTime() - graceMs);
  const counts: ReconcileCounts = { abandoned: 0, staleIntents: 0, orphans: 0 };

  const stale = await db
    .selectFrom('storage_intents')
    .select('storage_key')
    .where('created_at', '<', cutoff)
    .execute();
  for (const keys of batches(stale.map((row) => row.storage_key))) {
    const unreferenced = await unreferencedKeys(db, keys);
    for (const key of unreferenced) await storage.delete(key);
    counts.abandoned += unreferenced.length;
    // Only after the objects went, so a reconciliation cut short is finished by the next one; and
    // only stale ones, since a new upload may have named the same key again meanwhile.
    const removed = await db
      .deleteFrom('storage_intents')
      .where('storage_key', 'in', keys)
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    counts.staleIntents += Number(removed.numDeletedRows);
  }

  let listed: string[] = [];
  const removeOrphans = async () => {
    // Asked after listing, so an upload that began meanwhile has its intent seen here.
    const orphans = await unreferencedKeys(db, listed, { orIntent: true });
    for (const key of orphans) await storage.delete(key);
    counts.orphans += orphans.length;
    listed = [];
  };
  for await (const object of storage.list()) {
    // A file the server could not have named (an operator's note, a `.DS_Store`) is not ours.
    if (object.lastModified >= cutoff || !isSafeKey(object.key)) continue;
    listed.push(object.key);
    if (listed.length === BATCH) await removeOrphans();
  }
  await removeOrphans();
  return counts;
}

function* batches(keys: string[]): Generator<string[]> {
  for (let start = 0; start < keys.length; start += BATCH) yield keys.slice(start, start + BATCH);
}
