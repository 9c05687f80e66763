import { PENDING_ACTION } from '@portal/domain/mail-status';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fulfilDisposal } from '#ops/fulfil-disposal.ts';
import { fulfilScan } from '#ops/fulfil-scan.ts';
import { counted, type StaffContext } from '#ops/staff-context.ts';

export interface AutofulfilOptions {
  /** How often to look for pending work. */
  everyMs: number;
  /** How long an action must have been seen pending before it is done, so members see it pending. */
  afterMs: number;
  log(message: string): void;
}

const FULFILLED = [
  PENDING_ACTION.scan,
  PENDING_ACTION.rescan,
  PENDING_ACTION.shred,
  PENDING_ACTION.returnToSender,
];

/**
 * The demo's staff (`--demo-autofulfil`): every `everyMs` it fulfils the scans, rescans, shreds and
 * returns to sender that have been pending for `afterMs`, with a generated contents PDF for scans,
 * through the same actions as the staff CLI (so scans are charged). Forwards wait for a real tracking
 * number. The database records no time of request, so the wait counts from when this loop first
 * saw the action. Actions already pending when the loop starts are left to staff: they are the demo
 * seed's examples of each pending state, or requests made before a restart. Resolves, once it has
 * noted those, to a function that stops the loop after a round in progress has finished.
 */
export async function startDemoAutofulfil(
  ctx: StaffContext,
  { everyMs, afterMs, log }: AutofulfilOptions,
): Promise<() => Promise<void>> {
  const firstSeen = new Map<string, number>();
  /** Pending before the loop started, or failed (e.g. scanning stopped on an unpaid account). */
  const leftAlone = new Set<string>();
  let stopped = false;
  let round: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const pendingActions = async () =>
    (
      await ctx.db
        .selectFrom('mail_items')
        .select(['mail_id', 'mail_action'])
        .where('mail_action', 'in', FULFILLED)
        .orderBy('mail_id')
        .execute()
    ).map(({ mail_id: mailId, mail_action: action }) => ({
      mailId,
      action,
      key: `${mailId}:${action}`,
    }));

  async function fulfilDue() {
    const now = Date.now();
    const present = new Set<string>();
    for (const { mailId, action, key } of await pendingActions()) {
      present.add(key);
      const seen = firstSeen.get(key) ?? now;
      firstSeen.set(key, seen);
      if (stopped || leftAlone.has(key) || now - seen < afterMs) continue;
      try {
        log(await fulfil(ctx, mailId, action));
      } catch (error) {
        leftAlone.add(key);
        log(`Demo autofulfil left mail item ${mailId} pending: ${(error as Error).message}`);
      }
    }
    // An action cancelled and asked for again is a new request.
    for (const key of firstSeen.keys()) if (!present.has(key)) firstSeen.delete(key);
    for (const key of leftAlone) if (!present.has(key)) leftAlone.delete(key);
  }

  function schedule() {
    timer = setTimeout(() => {
      round = fulfilDue()
        .catch((error: unknown) => log(`Demo autofulfil round failed: ${(error as Error).message}`))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, everyMs);
  }
  for (const { key } of await pendingActions()) leftAlone.add(key);
  schedule();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
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
