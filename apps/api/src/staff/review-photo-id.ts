import { ID_VERIFICATION } from '@portal/domain/verification-status';
import { accountBySuite, StaffError, type StaffContext } from '#staff/staff-context.ts';
import { VERIFICATION_URL } from '#brands/portal-links.ts';
import { postAlert } from '#notices/post-alert.ts';
import { audit } from '#platform/audit.ts';
import { removeStored, resetSubmission, type ErrorLog } from '#verification/id-photos.ts';

/** A photo that staff's terminal could not delete is printed there, for them to remove by hand. */
const terminalLog: ErrorLog = {
  error: ({ key }, message) => console.error(`${message}: ${key}`),
};

export type PhotoIdDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * The human check of a submitted photo ID (`ops photo-id`): approval verifies it; rejection deletes
 * the photos and sends the member back to the start with staff's reason, which the Verification
 * section shows. Only a submission waiting for review (pending) can be decided.
 */
export async function reviewPhotoId(
  { db, storage }: StaffContext,
  suite: string,
  review: PhotoIdDecision,
): Promise<void> {
  const { account_id: accountId } = await accountBySuite(db, suite);
  const keys = await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select('id_verification')
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (account.id_verification !== ID_VERIFICATION.pending) {
      throw new StaffError(`Suite ${suite} has no photo ID waiting for review`);
    }
    if (review.decision === 'approve') {
      await trx
        .updateTable('accounts')
        .set({ id_verification: ID_VERIFICATION.verified, id_rejection_reason: null })
        .where('account_id', '=', accountId)
        .execute();
      await audit(trx, accountId, { key: 'audit.photoIdVerified' });
      await postAlert(
        trx,
        accountId,
        { key: 'alert.photoIdApproved', values: {} },
        VERIFICATION_URL,
      );
      return [];
    }
    const removed = await resetSubmission(trx, accountId, review.reason);
    await audit(trx, accountId, {
      key: 'audit.photoIdRejected',
      values: { reason: review.reason },
    });
    await postAlert(trx, accountId, { key: 'alert.photoIdRejected', values: {} }, VERIFICATION_URL);
    return removed;
  });
  await removeStored(storage, terminalLog, keys);
}
