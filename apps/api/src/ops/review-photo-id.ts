import { ID_VERIFICATION } from '@portal/domain/verification-status';
import { accountBySuite, StaffError, type StaffContext } from '#ops/staff-context.ts';
import { postAlert } from '#ops/post-alert.ts';
import { audit } from '#services/audit.ts';

const VERIFICATION_URL = '/Members/Account/Verification';

const DECISIONS = {
  approve: {
    idVerification: ID_VERIFICATION.verified,
    audit: 'Photo ID verified',
    alert: 'Your photo ID has been verified: international forwarding is open to you.',
  },
  reject: {
    idVerification: ID_VERIFICATION.none,
    audit: 'Photo ID could not be verified',
    alert: 'We could not verify your photo ID. Please submit it again.',
  },
} as const;

export type PhotoIdDecision = keyof typeof DECISIONS;

/**
 * The human check of a submitted photo ID (`ops photo-id`): approval verifies it, rejection sends
 * the member back to the start. Only a submission waiting for review (pending) can be decided.
 */
export async function reviewPhotoId(
  { db }: Pick<StaffContext, 'db'>,
  suite: string,
  decision: PhotoIdDecision,
): Promise<void> {
  const { account_id: accountId } = await accountBySuite(db, suite);
  const outcome = DECISIONS[decision];
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('accounts')
      .set({ id_verification: outcome.idVerification })
      .where('account_id', '=', accountId)
      .where('id_verification', '=', ID_VERIFICATION.pending)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      throw new StaffError(`Suite ${suite} has no photo ID waiting for review`);
    }
    await audit(trx, accountId, outcome.audit);
    await postAlert(trx, accountId, outcome.alert, VERIFICATION_URL);
  });
}
