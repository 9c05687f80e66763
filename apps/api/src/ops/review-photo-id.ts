import { accountBySuite, StaffError, type StaffContext } from '#ops/staff-context.ts';
import { postAlert } from '#ops/post-alert.ts';
import { audit } from '#services/audit.ts';

/** §3 idVerification: 0 none, 1 pending (photos uploaded), 2 verified. */
const ID_PENDING = 1;
const VERIFICATION_URL = '/Members/Account/Verification';

const DECISIONS = {
  approve: {
    idVerification: 2,
    audit: 'Photo ID verified',
    alert: 'Your photo ID has been verified: international forwarding is open to you.',
  },
  reject: {
    idVerification: 0,
    audit: 'Photo ID could not be verified',
    alert: 'We could not verify your photo ID. Please submit it again.',
  },
} as const;

export type PhotoIdDecision = keyof typeof DECISIONS;

/**
 * The human check of a submitted photo ID (`ops photo-id`): approval verifies it (2), rejection
 * sends the member back to the start (0). Only a submission waiting for review (1) can be decided.
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
      .where('id_verification', '=', ID_PENDING)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      throw new StaffError(`Suite ${suite} has no photo ID waiting for review`);
    }
    await audit(trx, accountId, outcome.audit);
    await postAlert(trx, accountId, outcome.alert, VERIFICATION_URL);
  });
}
