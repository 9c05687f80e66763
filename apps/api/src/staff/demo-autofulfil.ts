import { PENDING_ACTION } from '@portal/domain/mail-status';
import { sql, type Kysely } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Tables } from '#platform/db/tables.ts';
import { addJob } from '#platform/job-queue.ts';
import { fulfilDisposal } from '#staff/fulfil-disposal.ts';
import { fulfilScan } from '#staff/fulfil-scan.ts';
import { counted, type StaffContext } from '#staff/staff-context.ts';

/** How long a requested action stays pending before the demo's staff do it, so members see it. */
export const DEMO_FULFIL_AFTER_SECONDS = 5;
/** How soon the next round follows one. */
export const DEMO_ROUND_EVERY_MS = 1_000;

const FULFILLED = [
  PENDING_ACTION.scan,
  PENDING_ACTION.rescan,
  PENDING_ACTION.shred,
  PENDING_ACTION.returnToSender,
];

/**
 * One round of the demo's staff (`--demo-autofulfil`, the `demo-autofulfil` job): fulfils the scans,
 * rescans, shreds and returns to sender that members asked for at least five seconds ago, with a
 * generated contents PDF for scans, through the same actions as the staff CLI (so scans are
 * charged). Forwards wait for a real tracking number. "Asked for" is `action_requested_at`, which a
 * trigger stamps whenever a member's request changes `mail_action`: the seed's examples of each
 * pending state (written directly, with no such time) are left to staff. An action the staff
 * action refuses (scanning stopped on an unpaid account) is left to staff too: its time is cleared.
 * Answers what was done, one line each.
 */
export async function fulfilDueActions(
  ctx: StaffContext,
  afterSeconds = DEMO_FULFIL_AFTER_SECONDS,
): Promise<string[]> {
  const due = await ctx.db
    .selectFrom('mail_items')
    .select(['mail_id', 'mail_action'])
    .where('mail_action', 'in', FULFILLED)
    .where('action_requested_at', '<=', sql<Date>`now() - make_interval(secs => ${afterSeconds})`)
    .orderBy('mail_id')
    .execute();
  const lines: string[] = [];
  for (const { mail_id: mailId, mail_action: action } of due) {
    try {
      lines.push(await fulfil(ctx, mailId, action));
    } catch (error) {
      await ctx.db
        .updateTable('mail_items')
        .set({ action_requested_at: null })
        .where('mail_id', '=', mailId)
        .execute();
      lines.push(`Demo autofulfil left mail item ${mailId} pending: ${(error as Error).message}`);
    }
  }
  return lines;
}

/**
 * Queues the demo's next round: one waiting round at a time however many servers run the demo
 * (the job key), each round queueing the next when it ends.
 */
export async function queueDemoRound(db: Kysely<Tables>, afterMs = DEMO_ROUND_EVERY_MS) {
  await addJob(
    db,
    'demo-autofulfil',
    {},
    { jobKey: 'demo-autofulfil', runAt: new Date(Date.now() + afterMs), maxAttempts: 1 },
  );
}

async function fulfil(ctx: StaffContext, mailId: number, action: number | null): Promise<string> {
  if (action === PENDING_ACTION.shred) {
    await fulfilDisposal(ctx, mailId, 'shred');
    return `Demo autofulfil shredded mail item ${mailId}`;
  }
  if (action === PENDING_ACTION.returnToSender) {
    await fulfilDisposal(ctx, mailId, 'return');
    return `Demo autofulfil returned mail item ${mailId} to sender`;
  }
  const { pages } = await fulfilScan(ctx, mailId, await demoContentsPdf(mailId));
  return `Demo autofulfil scanned mail item ${mailId} (${counted(pages, 'page')})`;
}

/** A stand-in for the letter staff would scan: one page of text, so search finds it too. */
export async function demoContentsPdf(mailId: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595.28, 841.89]);
  const lines = [
    `Demo scan of mail item ${mailId}`,
    '',
    'This page stands in for the contents of the letter. In the live service staff open the',
    'envelope, scan every page and attach the scan with the staff command line.',
  ];
  lines.forEach((line, index) =>
    page.drawText(line, { x: 56, y: 770 - index * 18, size: index === 0 ? 16 : 11, font }),
  );
  return document.save();
}
