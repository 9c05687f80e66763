import { MAIL_STATUS } from '@portal/domain/mail-status';
import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import { sql } from 'kysely';
import type { BenchServer } from './bench-server.ts';

/** The demo member who starts with no mail: the benches give them a crowded inbox. */
export const CROWDED_MEMBER = 'new@harbour.test';

/**
 * Gives the seeded member who has no mail yet that many items, an hour apart (ten thousand span
 * fourteen months), a third of them scanned and unread, and the SMS verification that lets them act on it.
 */
export async function seedMailbox(server: BenchServer, items: number): Promise<void> {
  const database = await server.openDatabase();
  try {
    const { account_id: accountId } = await database.kysely
      .updateTable('accounts')
      .set({ sms_verification: SMS_VERIFICATION.verified, verified_mobile: '+61412345678' })
      .where('email', '=', CROWDED_MEMBER)
      .returning('account_id')
      .executeTakeFirstOrThrow();
    await sql`
      insert into mail_items
        (account_id, name, sender, blurb, status, mail_type, weight_grams, date_received, date_scanned, read)
      select ${accountId}::int, 'Sender ' || i, 'Sender ' || i, 'Notice number ' || i,
        case when i % 3 = 0 then ${sql.lit(MAIL_STATUS.scanned)} else ${sql.lit(MAIL_STATUS.unopened)} end,
        case when i % 7 = 0 then 1 else 0 end,
        20 + i % 900,
        now() - i * interval '1 hour', now() - i * interval '1 hour',
        i % 3 <> 0
      from generate_series(1, ${sql.lit(items)}) as i
    `.execute(database.kysely);
    // A mailbox that grew over months has the planner's statistics; one filled in a second has
    // none until autovacuum comes round, and its queries would be planned for an empty table.
    await sql`analyze mail_items`.execute(database.kysely);
  } finally {
    await database.close();
  }
}
