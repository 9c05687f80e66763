import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import type { Insertable } from 'kysely';
import type { MailItemsTable } from '../src/platform/db/tables.ts';
import { storeScan } from '../src/mail/store-scan.ts';
import type { EmailMessage, EmailProvider } from '../src/platform/messages/messages.ts';
import { contentsPdf, envelopePdf, type LetterContent } from '../src/seed/letter-pdf.ts';
import type { Storage } from '../src/platform/storage/storage.ts';
import { newMember } from './member-fixtures.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export interface MailTestApp extends TestApp {
  storage: Storage;
  /** Every email the app sent, in order (the email provider is this list). */
  sent: EmailMessage[];
  /** Makes the email provider fail from now on. */
  failEmail(): void;
}

/** The API as startTestApp builds it, with the storage and sent email in reach of the test. */
export async function startMailTestApp(): Promise<MailTestApp> {
  const sent: EmailMessage[] = [];
  let failing = false;
  const email: EmailProvider = {
    async send(message) {
      if (failing) throw new Error('SMTP server unreachable');
      sent.push(message);
    },
  };
  const api = await startTestApp({ email, development: false });
  return {
    ...api,
    sent,
    failEmail: () => {
      failing = true;
    },
  };
}

/** A signed-in member, SMS verified unless `verified` is false. */
export async function mailMember(api: TestApp, { verified = true } = {}) {
  const member = await newMember(api);
  if (verified) {
    await api.db.kysely
      .updateTable('accounts')
      .set({ sms_verification: SMS_VERIFICATION.verified })
      .where('account_id', '=', member.accountId)
      .execute();
  }
  return member;
}

/** A verified member whose signup is finished, on the given plan. */
export async function registeredMailMember(api: TestApp, planId: number) {
  const member = await mailMember(api);
  await api.db.kysely
    .updateTable('accounts')
    .set({ plan_id: planId, registration_status: REGISTRATION_STATUS.complete })
    .where('account_id', '=', member.accountId)
    .execute();
  return member;
}

export const LETTER: LetterContent = {
  envelope: {
    from: ['Australian Taxation Office', 'PO Box 9990'],
    to: ['Test Member', 'Suite T1'],
  },
  pages: [['Notice of assessment', 'Your refund is $412.50'], ['Page two of the notice']],
};

/** A mail item of the account (a scanned letter by default), with its scans stored when given. */
export async function addMail(
  api: Pick<TestApp, 'db' | 'storage'>,
  accountId: number,
  fields: Partial<Insertable<MailItemsTable>> = {},
  scans: { envelope?: LetterContent; contents?: LetterContent } = { contents: LETTER },
): Promise<number> {
  const { mail_id: mailId } = await api.db.kysely
    .insertInto('mail_items')
    .values({
      account_id: accountId,
      name: 'Australian Taxation Office',
      sender: 'Australian Taxation Office',
      weight_grams: 28,
      status: 3,
      date_scanned: new Date(),
      ...fields,
    })
    .returning('mail_id')
    .executeTakeFirstOrThrow();
  const context = { db: api.db.kysely, storage: api.storage };
  if (scans.envelope)
    await storeScan(context, mailId, 'envelope', await envelopePdf(scans.envelope));
  if (scans.contents)
    await storeScan(context, mailId, 'contents', await contentsPdf(scans.contents));
  return mailId;
}

export async function mailRow(api: MailTestApp, mailId: number) {
  return api.db.kysely
    .selectFrom('mail_items')
    .selectAll()
    .where('mail_id', '=', mailId)
    .executeTakeFirstOrThrow();
}
