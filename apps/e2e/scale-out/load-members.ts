/**
 * The members who make the load: set up in the database as a finished signup leaves them (verified
 * by SMS, terms accepted, a sandbox card on file, a domestic address, a balance and a pile of
 * letters to forward), then signed in through the real login call, so each holds a real session.
 */
import { MAIL_STATUS } from '@portal/domain/mail-status';
import { termsAcceptance } from '@portal/api/src/account/terms.ts';
import { hashPassword } from '@portal/api/src/auth/passwords.ts';
import { postLedgerEntry } from '@portal/api/src/money/ledger.ts';
import type { Database } from '@portal/api/src/platform/db/database.ts';
import {
  DEMO_PASSWORD,
  REGISTERED,
  SMS_VERIFIED,
  savedCard,
} from '@portal/api/src/seed/demo-accounts.ts';
import { signIn } from '../bench/sign-in.ts';

export interface LoadMember {
  accountId: number;
  email: string;
  /** The Cookie header of the session opened before the run. */
  cookie: string;
  addressId: number;
  /** Letters not yet forwarded, oldest first. */
  letters: number[];
}

/** Senders of the letters, so a search finds some of a member's mail and not all of it. */
const SENDERS = ['Energy Australia', 'Service NSW', 'Westpac', 'Medicare', 'Telstra', 'ATO'];
const DAY_MS = 86_400_000;

export async function createLoadMembers(
  db: Database,
  count: number,
  lettersEach: number,
): Promise<Omit<LoadMember, 'cookie'>[]> {
  const { plan_id } = await db.kysely
    .selectFrom('plans')
    .select('plan_id')
    .where('webpage', '=', 'harbour-mail')
    .where('plan_name', '=', 'Mail Standard')
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members: Omit<LoadMember, 'cookie'>[] = [];
  for (let n = 0; n < count; n++) {
    members.push(
      await db.kysely.transaction().execute(async (trx) => {
        const email = `scale-out-${n}@harbour.test`;
        const { account_id: accountId } = await trx
          .insertInto('accounts')
          .values({
            ...REGISTERED,
            ...SMS_VERIFIED,
            ...termsAcceptance(new Date()),
            ...savedCard('4242424242424242', 8, 2030),
            webpage: 'harbour-mail',
            email,
            password_hash: passwordHash,
            first_name: 'Scale',
            last_name: `Out ${n}`,
            phone_number: '+61412345678',
            address1: '18 Ferry Road',
            city: 'West End',
            postcode: '4101',
            state: 'QLD',
            card_name: 'SCALE OUT',
            account_name: `Scale Out ${n}`,
            user_code: `SO${1000 + n}`,
            verification_code: '1234',
            plan_id,
            active_payment: true,
            // Not billed during the run: its fees are not what this test is about.
            billing_date: new Date(Date.now() + 28 * DAY_MS).toISOString().slice(0, 10),
          })
          .returning('account_id')
          .executeTakeFirstOrThrow();
        await postLedgerEntry(trx, accountId, {
          amount: 10_000,
          description: { key: 'ledger.cardTopUp', values: {} },
          purchase: true,
        });
        const { address_id: addressId } = await trx
          .insertInto('addresses')
          .values({
            account_id: accountId,
            full_name: `Scale Out ${n}`,
            street: '18 Ferry Road',
            city: 'West End',
            state: 'QLD',
            postcode: '4101',
            country: 'Australia',
            contact_number: '+61412345678',
            domestic: true,
          })
          .returning('address_id')
          .executeTakeFirstOrThrow();
        const letters = await trx
          .insertInto('mail_items')
          .values(
            Array.from({ length: lettersEach }, (_, i) => ({
              account_id: accountId,
              name: `Letter ${i + 1} from ${SENDERS[i % SENDERS.length]}`,
              sender: SENDERS[i % SENDERS.length]!,
              status: MAIL_STATUS.unopened,
              mail_type: 0,
              weight_grams: 20,
              date_received: new Date(Date.now() - (lettersEach - i) * 60_000),
              date_scanned: new Date(),
              // Announced long ago: no new-mail emails for the fixture itself.
              notified_at: new Date(),
              digested_at: new Date(),
            })),
          )
          .returning('mail_id')
          .execute();
        return { accountId, email, addressId, letters: letters.map((row) => row.mail_id) };
      }),
    );
  }
  return members;
}

/** Each member signed in through `origin` (nginx), one after another as people would. */
export async function signInAll(
  origin: string,
  members: Omit<LoadMember, 'cookie'>[],
): Promise<LoadMember[]> {
  const signedIn: LoadMember[] = [];
  for (const member of members) {
    signedIn.push({ ...member, cookie: await signIn(origin, member.email) });
  }
  return signedIn;
}
