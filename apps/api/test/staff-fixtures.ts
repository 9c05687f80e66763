import { deflateSync, crc32 } from 'node:zlib';
import type { Insertable } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { MailItemsTable } from '../src/platform/db/tables.ts';
import { runOps, type OpsEnvironment } from '../src/staff/ops-cli.ts';
import { credit, insertPlan, markRegistered } from './member-fixtures.ts';
import { signedInMember, type TestApp } from './test-app.ts';

/** A PDF with one page per text, each text written on its page (so search can find it). */
export async function pdfWithPages(texts: readonly string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of texts) {
    document.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 14, font });
  }
  return document.save();
}

/** A real 2×2 RGB PNG, built by hand so the test needs no image library. */
export function tinyPng(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Scanning prices of the test plan: $0.50 an envelope, $1.50 a letter, $0.20 a page. */
export const PRICES = { envelope_scan_cents: 50, per_letter_cents: 150, per_page_cents: 20 };

/**
 * A signed-in member on a plan with {@link PRICES}, with $20 of credit and the auto action given
 * (0 open and scan, 1 scan the envelope only).
 */
export async function staffTestMember(api: TestApp, options: { autoAction?: number } = {}) {
  const member = await signedInMember(api.db, `member-${crypto.randomUUID()}@example.test`);
  const planId = await insertPlan(api, { plan_name: 'Scan Plan', ...PRICES });
  const { user_code: suite } = await api.db.kysely
    .updateTable('accounts')
    .set({ plan_id: planId, auto_action: options.autoAction ?? 1 })
    .where('account_id', '=', member.accountId)
    .returning('user_code')
    .executeTakeFirstOrThrow();
  await markRegistered(api, member.accountId);
  await credit(api, member.accountId, 2000);
  return { ...member, suite };
}

export async function insertMail(
  api: TestApp,
  accountId: number,
  item: Partial<Insertable<MailItemsTable>> = {},
): Promise<number> {
  const { mail_id } = await api.db.kysely
    .insertInto('mail_items')
    .values({ account_id: accountId, name: 'Energy bill', weight_grams: 30, ...item })
    .returning('mail_id')
    .executeTakeFirstOrThrow();
  return mail_id;
}

export async function mailRow(api: TestApp, mailId: number) {
  return api.db.kysely
    .selectFrom('mail_items')
    .selectAll()
    .where('mail_id', '=', mailId)
    .executeTakeFirstOrThrow();
}

/** An alert as the member's screen receives it: its message id and values. */
export const alertText = (alert: { text_key: string; text_values: unknown }) => ({
  key: alert.text_key,
  values: alert.text_values,
});

export async function alertsOf(api: TestApp, accountId: number) {
  return api.db.kysely
    .selectFrom('alerts')
    .select(['text_key', 'text_values', 'url', 'read'])
    .where('account_id', '=', accountId)
    .orderBy('alert_id')
    .execute();
}

/** `ops <args>` run in this process as staff would type it: what it printed and its exit code. */
export async function opsInProcess(
  args: readonly string[],
  environment: Omit<OpsEnvironment, 'out' | 'err'>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runOps(args, {
    ...environment,
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
  });
  return { code, stdout, stderr };
}
