import { randomBytes } from 'node:crypto';
import { ID_VERIFICATION } from '@portal/domain/verification-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { lockAccount } from '#platform/db/account-row.ts';
import { newNumericCode } from '#platform/secrets.ts';
import type { PhotoSide, Tables } from '#platform/db/tables.ts';
import { ApiProblem, invalidField } from '#contract/problem.ts';
import { audit } from '#platform/audit.ts';
import type { Storage } from '#platform/storage/storage.ts';
import { storeWithIntent } from '#platform/storage/write-ahead.ts';
import { cleanPhoto } from '#verification/clean-photo.ts';
import { detectPhotoType, extensionOf, isHeif, PHOTO_MAX_BYTES } from '#verification/photo-file.ts';

/**
 * The ID a submission is for. The wizard's default, a driver's licence or government ID card, has a
 * back; a passport has none (§2 photo verification wizard).
 */
export type IdType = 'licence' | 'passport';

const SIDES_NEEDED: Record<IdType, readonly PhotoSide[]> = {
  licence: ['front', 'back', 'selfie'],
  passport: ['front', 'selfie'],
};

/** `idType` as the upload's optional query parameter gives it; absent means the default licence. */
export function parseIdType(value: unknown): IdType {
  if (value === undefined || value === 'licence') return 'licence';
  if (value === 'passport') return 'passport';
  throw invalidField('idType', 'idType must be licence or passport', 'problem.field.oneOf');
}

const verifiedAlready = () =>
  new ApiProblem(409, 'photo_id_verified', 'Your photo ID is already verified');

/**
 * Keeps one side of the photo ID privately in storage under a key the server makes, replacing that
 * side's earlier photo. JPEG or PNG by the first bytes, at most 10 MB; anything else is refused
 * before a byte is stored; what is stored is sharp's clean copy, without EXIF or GPS. When the ID's sides are all in, the submission waits for a person's
 * check: `idVerification` 1.
 */
export async function storeIdPhoto(
  db: Kysely<Tables>,
  storage: Storage,
  log: FastifyBaseLogger,
  {
    accountId,
    side,
    idType,
    bytes,
  }: { accountId: number; side: PhotoSide; idType: IdType; bytes: Uint8Array },
): Promise<void> {
  if (!SIDES_NEEDED[idType].includes(side)) {
    throw invalidField(
      'photoSide',
      'A passport has no back: upload its photo page as the front',
      'problem.passport.noBack',
    );
  }
  if (bytes.length > PHOTO_MAX_BYTES) {
    throw new ApiProblem(413, 'file_too_large', 'Photos can be at most 10 MB.');
  }
  if (isHeif(bytes)) {
    throw new ApiProblem(
      415,
      'unsupported_file_type',
      'HEIC photos (the iPhone camera’s default) cannot be used. Take the photo on this page, or send a JPEG or PNG.',
    );
  }
  const type = detectPhotoType(bytes);
  if (!type)
    throw new ApiProblem(415, 'unsupported_file_type', 'Photos must be JPEG or PNG images.');
  const stored = await cleanPhoto(bytes, type);

  const current = await db
    .selectFrom('accounts')
    .select('id_verification')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (current.id_verification === ID_VERIFICATION.verified) throw verifiedAlready();

  const key = `id-photos/${accountId}/${side}-${randomBytes(16).toString('hex')}.${extensionOf(type)}`;
  const object = { key, accountId, bytes: stored, contentType: type };
  const replaced = await storeWithIntent({ db, storage }, object, async (trx) => {
    const account = await lockAccount(trx, accountId);
    if (account.id_verification === ID_VERIFICATION.verified) throw verifiedAlready();
    const earlier = await trx
      .selectFrom('verification_photos')
      .select('storage_key')
      .where('account_id', '=', accountId)
      .where('side', '=', side)
      .executeTakeFirst();
    const photo = { storage_key: key, content_type: type, byte_size: stored.length };
    await trx
      .insertInto('verification_photos')
      .values({ account_id: accountId, side, ...photo })
      .onConflict((conflict) =>
        conflict.columns(['account_id', 'side']).doUpdateSet({ ...photo, uploaded_at: new Date() }),
      )
      .execute();
    await audit(trx, accountId, { key: 'audit.photoIdUploaded', values: { side } });

    const sides = await trx
      .selectFrom('verification_photos')
      .select('side')
      .where('account_id', '=', accountId)
      .execute();
    const have = new Set(sides.map((row) => row.side));
    if (
      account.id_verification === ID_VERIFICATION.none &&
      SIDES_NEEDED[idType].every((needed) => have.has(needed))
    ) {
      await trx
        .updateTable('accounts')
        .set({ id_verification: ID_VERIFICATION.pending, id_rejection_reason: null })
        .where('account_id', '=', accountId)
        .execute();
      await audit(trx, accountId, { key: 'audit.photoIdSubmitted' });
    }
    return earlier?.storage_key;
  });
  if (replaced) await removeStored(storage, log, [replaced]);
}

/**
 * 'Click here to redo': removes the photos and sets `idVerification` back to 0, with a new selfie
 * code for the next submission. A photo ID staff verified cannot be withdrawn (409).
 */
export async function withdrawIdPhotos(
  db: Kysely<Tables>,
  storage: Storage,
  log: FastifyBaseLogger,
  accountId: number,
): Promise<void> {
  const keys = await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, accountId);
    if (account.id_verification === ID_VERIFICATION.verified) {
      throw new ApiProblem(409, 'photo_id_verified', 'A verified photo ID cannot be withdrawn');
    }
    const removed = await resetSubmission(trx, accountId, null);
    if (removed.length || account.id_verification !== ID_VERIFICATION.none) {
      await audit(trx, accountId, { key: 'audit.photoIdWithdrawn' });
    }
    return removed;
  });
  await removeStored(storage, log, keys);
}

/**
 * Starts the photo ID over inside the caller's transaction: the photo rows go, `idVerification`
 * is 0 with a new selfie code, and `rejectionReason` is what the member will read (staff's refusal)
 * or null. Answers the storage keys to delete once the transaction has committed.
 */
export async function resetSubmission(
  trx: Transaction<Tables>,
  accountId: number,
  rejectionReason: string | null,
): Promise<string[]> {
  const removed = await trx
    .deleteFrom('verification_photos')
    .where('account_id', '=', accountId)
    .returning('storage_key')
    .execute();
  await trx
    .updateTable('accounts')
    .set({
      id_verification: ID_VERIFICATION.none,
      verification_code: newNumericCode(4),
      id_rejection_reason: rejectionReason,
    })
    .where('account_id', '=', accountId)
    .execute();
  return removed.map((row) => row.storage_key);
}

/** Where a photo that could not be deleted is reported: the request's log, or the staff's terminal. */
export interface ErrorLog {
  error(details: { err: unknown; key: string }, message: string): void;
}

/** Deletes stored photos; one that fails is logged and left, since the rows no longer name it. */
export async function removeStored(storage: Storage, log: ErrorLog, keys: string[]) {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'identity photo could not be deleted from storage');
    }
  }
}
