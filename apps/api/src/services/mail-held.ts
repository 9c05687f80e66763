import { isMailHeld } from '@portal/domain/pause';
import type { Kysely } from 'kysely';
import type { Tables } from '#db/tables.ts';
import { storedMailOf } from '#services/stored-mail.ts';

/**
 * Whether the account still holds mail in the sense of the pause rule (§4, §8): unopened or scanned
 * items with no forward, shred or return requested. Pausing asks it, and so will `GET
 * /api/mail/MailHeld` (issue 7). False for every account until the mail table exists (see
 * stored-mail.ts).
 */
export async function isMailHeldFor(db: Kysely<Tables>, accountId: number): Promise<boolean> {
  return isMailHeld(await storedMailOf(db, accountId));
}
