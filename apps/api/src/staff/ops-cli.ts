import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseIsoDate, startOfDayUtc } from '@portal/domain/calendar';
import { formatDollars } from '@portal/domain/money';
import { runBillingDay } from '#billing/billing-day.ts';
import { fulfilDisposal } from '#staff/fulfil-disposal.ts';
import { fulfilScan } from '#staff/fulfil-scan.ts';
import { markForwardSent } from '#staff/mark-forward-sent.ts';
import { alertMember } from '#staff/alert-member.ts';
import { receiveMail } from '#staff/receive-mail.ts';
import { reviewPhotoId, type PhotoIdDecision } from '#staff/review-photo-id.ts';
import { scanPdf } from '#staff/scan-file.ts';
import { counted, StaffError, type StaffContext } from '#staff/staff-context.ts';
import { readManifest, type BackupTarget } from '#staff/backup-manifest.ts';
import { describeBackup, describeVerification } from '#staff/backup-report.ts';
import { restoreBackup } from '#staff/restore-backup.ts';
import { takeBackup } from '#staff/take-backup.ts';
import { verifyBackup } from '#staff/verify-backup.ts';
import {
  id,
  instant,
  optional,
  protectedKind,
  readInput,
  required,
  UsageError,
  wholeNumber,
  type Command,
  type Work,
} from '#staff/ops-arguments.ts';
import { BANK_TRANSFER_COMMANDS } from '#staff/bank-transfer-commands.ts';

/** What a command line runs in. */
export interface OpsEnvironment {
  /** Results and help (stdout). */
  out(text: string): void;
  /** Errors (stderr). */
  err(text: string): void;
  /** The folder relative file names start from. */
  cwd: string;
  /** Opens the database and storage; called only once the arguments are known to be good. */
  open(): Promise<{ ctx: StaffContext; close(): Promise<void> }>;
  /** The database's URL and the storage, for backups: the database is not opened or migrated. */
  backupTarget(): Promise<BackupTarget>;
}

/** Exit codes: 0 done, 1 refused or failed, 2 the command line itself is wrong. */
const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const COMMANDS: Record<string, Command> = {
  receive: {
    summary: 'record an item that arrived for a suite, with its envelope scan',
    usage:
      'receive --suite <userCode> --file <envelope.pdf|.jpg|.png> --weight <grams> [--parcel] [--sender <name>] [--blurb <text>] [--received-at <ISO 8601 time>] [--kind cheque|card|identity|government|legal]',
    options: {
      suite: { type: 'string' },
      file: { type: 'string' },
      weight: { type: 'string' },
      parcel: { type: 'boolean' },
      sender: { type: 'string' },
      blurb: { type: 'string' },
      'received-at': { type: 'string' },
      kind: { type: 'string' },
    },
    async prepare(values, cwd) {
      const suite = required(values, 'suite');
      const kind = protectedKind(values);
      const file = required(values, 'file');
      const weightGrams = wholeNumber(values, 'weight', 0, 'a whole number of grams');
      const receivedAt = instant(values, 'received-at');
      const envelopePdf = await scanPdf(await readInput(cwd, file), file);
      const sender = optional(values, 'sender');
      const blurb = optional(values, 'blurb');
      const parcel = values.parcel === true;
      return async (ctx) => {
        const result = await receiveMail(ctx, {
          suite,
          envelopePdf,
          weightGrams,
          parcel,
          ...(sender === undefined ? {} : { sender }),
          ...(blurb === undefined ? {} : { blurb }),
          ...(receivedAt === undefined ? {} : { receivedAt }),
          ...(kind === undefined ? {} : { kind }),
        });
        return (
          `Received mail item ${result.mailId} for suite ${suite}` +
          (result.envelopeFeeCents
            ? `, envelope fee $${formatDollars(result.envelopeFeeCents)}`
            : '') +
          (result.pendingScan ? '; the member asks for it to be opened and scanned' : '')
        );
      };
    },
  },
  scan: {
    summary: 'fulfil a pending scan or rescan with the contents PDF, charged per the plan',
    usage: 'scan --mail <id> --file <contents.pdf|.jpg|.png>',
    options: { mail: { type: 'string' }, file: { type: 'string' } },
    async prepare(values, cwd) {
      const mailId = id(values, 'mail');
      const file = required(values, 'file');
      const contentsPdf = await scanPdf(await readInput(cwd, file), file);
      return async (ctx) => {
        const result = await fulfilScan(ctx, mailId, contentsPdf);
        return `Scanned mail item ${mailId}: ${counted(result.pages, 'page')}, charged $${formatDollars(result.chargeCents)}, balance $${formatDollars(result.balanceCents)}`;
      };
    },
  },
  'forward-sent': {
    summary: 'move a pending forward to the log with its tracking number',
    usage: 'forward-sent --forward <id> --tracking <number>',
    options: { forward: { type: 'string' }, tracking: { type: 'string' } },
    async prepare(values) {
      const forwardId = id(values, 'forward');
      const tracking = required(values, 'tracking');
      return async (ctx) => {
        const { items } = await markForwardSent(ctx, forwardId, tracking);
        return `Forward ${forwardId} sent with tracking number ${tracking}: ${counted(items, 'item')} forwarded`;
      };
    },
  },
  shred: disposalCommand('shred', 'fulfil a requested shred'),
  return: disposalCommand('return', 'fulfil a requested return to sender'),
  'photo-id': {
    summary:
      'approve (verified) or reject (photos deleted, back to none, with a reason the member reads) a photo ID waiting for review',
    usage: 'photo-id --suite <userCode> --approve | --reject --reason <text>',
    options: {
      suite: { type: 'string' },
      approve: { type: 'boolean' },
      reject: { type: 'boolean' },
      reason: { type: 'string' },
    },
    async prepare(values) {
      const suite = required(values, 'suite');
      if (values.approve === values.reject) {
        throw new UsageError('Give exactly one of --approve and --reject');
      }
      const review: PhotoIdDecision = values.approve
        ? { decision: 'approve' }
        : { decision: 'reject', reason: required(values, 'reason') };
      return async (ctx) => {
        await reviewPhotoId(ctx, suite, review);
        return `Photo ID of suite ${suite} ${review.decision === 'approve' ? 'approved' : 'rejected'}`;
      };
    },
  },
  alert: {
    summary: 'post an alert to a member (the banner of their inbox)',
    usage: 'alert --suite <userCode> --message <text> [--url <path>]',
    options: { suite: { type: 'string' }, message: { type: 'string' }, url: { type: 'string' } },
    async prepare(values) {
      const suite = required(values, 'suite');
      const message = required(values, 'message');
      const url = optional(values, 'url');
      return async (ctx) => {
        const { alertId } = await alertMember(ctx, {
          suite,
          message,
          ...(url === undefined ? {} : { url }),
        });
        return `Alert ${alertId} posted to suite ${suite}`;
      };
    },
  },
  backup: {
    summary:
      'back up the database (pg_dump) and every stored scan and photo into a new folder, with a manifest',
    usage: 'backup --to <new folder>',
    options: { to: { type: 'string' } },
    async prepare(values, cwd) {
      const dir = resolve(cwd, required(values, 'to'));
      return {
        onBackupTarget: async (target) => describeBackup(dir, await takeBackup(target, dir)),
      };
    },
  },
  restore: {
    summary:
      'restore a backup into an empty database and empty storage, then verify them against its manifest',
    usage: 'restore --from <backup folder>',
    options: { from: { type: 'string' } },
    async prepare(values, cwd) {
      const dir = resolve(cwd, required(values, 'from'));
      return {
        async onBackupTarget(target) {
          const { manifest, verification } = await restoreBackup(target, dir);
          const restored = `Restored the backup of ${manifest.createdAt}`;
          try {
            return `${restored}.\n${describeVerification(verification)}`;
          } catch (error) {
            // Said first, so nobody takes a failed check for a restore that did not happen.
            throw new StaffError(
              `${restored}, but the check found differences.\n${(error as Error).message}`,
            );
          }
        },
      };
    },
  },
  'backup verify': {
    summary:
      'check the database and storage against a backup: every object and its checksum, ledgers, balances, row counts',
    usage: 'backup verify --from <backup folder>',
    options: { from: { type: 'string' } },
    async prepare(values, cwd) {
      const manifest = await readManifest(resolve(cwd, required(values, 'from')));
      return {
        onBackupTarget: async (target) =>
          `Checked against the backup of ${manifest.createdAt}.\n${describeVerification(await verifyBackup(target, manifest))}`,
      };
    },
  },
  ...BANK_TRANSFER_COMMANDS,
  'billing run': {
    summary:
      'run the billing day of a date: monthly and storage fees, credit expiry, unpaid warnings, termination',
    usage: 'billing run --at <YYYY-MM-DD>',
    options: { at: { type: 'string' } },
    async prepare(values) {
      const text = required(values, 'at');
      const day = parseIsoDate(text);
      if (!day) throw new UsageError(`--at must be a day as YYYY-MM-DD, got "${text}"`);
      return async (ctx) => {
        const bills = await runBillingDay(ctx.db, startOfDayUtc(day));
        const billed = bills.filter((bill) => !bill.skipped);
        const sum = (pick: (bill: (typeof bills)[number]) => number) =>
          billed.reduce((total, bill) => total + pick(bill), 0);
        return [
          `Billing day ${text}: ${counted(billed.length, 'account')} billed`,
          `charged $${formatDollars(sum((bill) => bill.charged))}`,
          `expired $${formatDollars(sum((bill) => bill.expired))}`,
          counted(
            sum((bill) => bill.notices.length),
            'notice',
          ),
          `${sum((bill) => (bill.terminated ? 1 : 0))} terminated`,
        ].join(', ');
      };
    },
  },
};

function disposalCommand(disposal: 'shred' | 'return', summary: string): Command {
  return {
    summary,
    usage: `${disposal} --mail <id>`,
    options: { mail: { type: 'string' } },
    async prepare(values) {
      const mailId = id(values, 'mail');
      return async (ctx) => {
        await fulfilDisposal(ctx, mailId, disposal);
        return `Mail item ${mailId} ${disposal === 'shred' ? 'shredded' : 'returned to sender'}`;
      };
    },
  };
}

const PROGRAM = 'pnpm --filter @portal/api ops';

function generalHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  return [
    `Staff work the portal does not show, on the configured database (DATABASE_URL, else the`,
    `embedded one under DATA_DIR, joined while the server runs) and its storage.`,
    ``,
    `Usage: ${PROGRAM} <command> [options]`,
    ``,
    `Commands:`,
    ...Object.entries(COMMANDS).map(
      ([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`,
    ),
    ``,
    `Run ${PROGRAM} <command> --help for a command's options.`,
  ].join('\n');
}

function commandHelp(command: Command): string {
  return `${command.summary[0]?.toUpperCase()}${command.summary.slice(1)}.\n\nUsage: ${PROGRAM} ${command.usage}`;
}

/** Runs one staff command line (without the program name); answers the process exit code. */
export async function runOps(argv: readonly string[], env: OpsEnvironment): Promise<number> {
  // A command of two words (`billing run`) is looked up as both.
  const [first, second, ...after] = argv;
  const twoWords = `${first} ${second}`;
  const [name, ...rest] = Object.hasOwn(COMMANDS, twoWords) ? [twoWords, ...after] : argv;
  if (name === undefined) {
    env.err(generalHelp());
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    env.out(generalHelp());
    return EXIT.ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    env.err(`Unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(', ')}.`);
    env.err(`Run ${PROGRAM} --help for more.`);
    return EXIT.usage;
  }

  let work: Work;
  try {
    const { values } = parseArgs({
      args: [...rest],
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      env.out(commandHelp(command));
      return EXIT.ok;
    }
    work = await command.prepare(values, env.cwd);
  } catch (error) {
    if (error instanceof StaffError) {
      env.err(error.message);
      return EXIT.failed;
    }
    if (!(error instanceof UsageError) && !isParseArgsError(error)) throw error;
    env.err(`${(error as Error).message}\nUsage: ${PROGRAM} ${command.usage}`);
    return EXIT.usage;
  }

  const run = async () => {
    if (typeof work !== 'function') return work.onBackupTarget(await env.backupTarget());
    const { ctx, close } = await env.open();
    try {
      return await work(ctx);
    } finally {
      await close();
    }
  };
  try {
    env.out(await run());
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    env.err(error.message);
    return EXIT.failed;
  }
}

/** util.parseArgs reports unknown options, missing values and positionals with these codes. */
function isParseArgsError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}
