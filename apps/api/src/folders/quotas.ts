import { QUOTA } from '@portal/domain/quotas';
import type { Transaction } from 'kysely';
import { addressCount, folderCount } from '#folders/queries.ts';
import { lockAccount } from '#platform/db/account-row.ts';
import type { Tables } from '#platform/db/tables.ts';
import { ApiProblem } from '#contract/problem.ts';

/**
 * The member quotas on what an account keeps (decision 077). Each check locks the account first, so
 * two concurrent creations are counted one after the other and the quota holds; run it in the
 * transaction that then creates the row, so a refusal leaves nothing behind.
 */

export async function assertFolderRoom(trx: Transaction<Tables>, accountId: number) {
  await lockAccount(trx, accountId);
  if ((await folderCount(trx, accountId)) >= QUOTA.folders) {
    throw new ApiProblem(
      409,
      'folder_limit_reached',
      `You already have ${QUOTA.folders} folders, the most an account can have. Delete a folder you no longer use to make room.`,
    );
  }
}

export async function assertAddressRoom(trx: Transaction<Tables>, accountId: number) {
  await lockAccount(trx, accountId);
  if ((await addressCount(trx, accountId)) >= QUOTA.addresses) {
    throw new ApiProblem(
      409,
      'address_limit_reached',
      `You already have ${QUOTA.addresses} saved addresses, the most an account can have. Delete an address you no longer use to make room.`,
    );
  }
}
