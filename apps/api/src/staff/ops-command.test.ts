import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember } from '../../test/member-fixtures.ts';
import {
  alertsOf,
  alertText,
  pdfWithPages,
  staffTestMember,
  tinyPng,
} from '../../test/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { runOps } from '#staff/ops-cli.ts';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** Generous for a busy 2-core machine, yet bounded: a hung command fails the test. */
const COMMAND_TIMEOUT_MS = 45_000;

let api: TestApp;
let databaseUrl: string;
/** The staff's working folder (files are named relative to it) and the command's DATA_DIR. */
let workDir: string;

beforeAll(async () => {
  api = await startTestApp();
  databaseUrl = api.db.pool.options.connectionString ?? '';
  workDir = await mkdtemp(join(tmpdir(), 'portal-ops-'));
  await writeFile(join(workDir, 'envelope.pdf'), await pdfWithPages(['Harbour Bank statement']));
  await writeFile(join(workDir, 'envelope.png'), tinyPng());
  await writeFile(join(workDir, 'notes.pdf'), 'not a pdf at all');
});
afterAll(async () => {
  await api.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Runs `ops <args>` as staff would, in its own process, against the test database. */
const ops = (...args: string[]) => opsIn({}, args);

/** `ops <args>` with `extraEnv` added to the command's environment. */
function opsIn(
  extraEnv: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/staff/ops-command.ts', ...args],
      {
        cwd: API_DIR,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: workDir,
          INIT_CWD: workDir,
          ...extraEnv,
        },
        timeout: COMMAND_TIMEOUT_MS,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * `ops <args>` run in this process by the function ops-command.ts runs: for the many command lines
 * refused before any database is opened, without a process start (seconds on a busy machine) each.
 */
async function opsInProcess(...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const refusedToOpen = () =>
    Promise.reject(new Error('A refused command line opened the database'));
  const code = await runOps(args, {
    out: (text) => stdout.push(text),
    err: (text) => stderr.push(text),
    cwd: workDir,
    open: refusedToOpen,
    backupTarget: refusedToOpen,
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

// Most tests start the command as its own process, which takes seconds on a busy machine.
describe('ops command line', { timeout: 90_000 }, () => {
  it('lists its commands with --help, and says how to use one', async () => {
    const help = await ops('--help');
    expect(help.code).toBe(0);
    for (const command of [
      'receive',
      'scan',
      'forward-sent',
      'shred',
      'return',
      'photo-id',
      'alert',
      'backup',
      'restore',
      'backup verify',
      'bank-transfer',
      'bank-transfer import',
    ]) {
      expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    }
    const scanHelp = await ops('scan', '--help');
    expect(scanHelp.code).toBe(0);
    expect(scanHelp.stdout).toContain(
      'Usage: pnpm --filter @portal/api ops scan --mail <id> --file',
    );
  });

  it.each([
    [[], 'Usage: pnpm --filter @portal/api ops <command>'],
    [['open-all-mail'], 'Unknown command "open-all-mail". Commands: receive, scan'],
    [['receive', '--suit', 'HM1'], "Unknown option '--suit'"],
    [['scan', '--file', 'envelope.pdf'], 'Missing --mail'],
    [
      ['shred', '--mail', 'twelve'],
      '--mail must be the mail id (a whole number from 1), got "twelve"',
    ],
    [
      ['receive', '--suite', 'HM1', '--file', 'envelope.pdf', '--weight=-5'],
      '--weight must be a whole number of grams, got "-5"',
    ],
    [
      ['receive', '--suite', 'HM1', '--file', 'envelope.pdf', '--weight', '2.5'],
      '--weight must be a whole number of grams, got "2.5"',
    ],
    [
      [
        'receive',
        '--suite',
        'HM1',
        '--file',
        'envelope.pdf',
        '--weight',
        '20',
        '--received-at',
        '25/11/2026 08:00',
      ],
      '--received-at must be an ISO 8601 time with its zone, such as 2026-11-24T21:00:00Z',
    ],
    [
      [
        'receive',
        '--suite',
        'HM1',
        '--file',
        'envelope.pdf',
        '--weight',
        '20',
        '--kind',
        'diamond',
      ],
      '--kind must be one of cheque, card, identity, government, legal',
    ],
    [
      ['photo-id', '--suite', 'HM1', '--approve', '--reject'],
      'Give exactly one of --approve and --reject',
    ],
    [['photo-id', '--suite', 'HM1', '--reject'], 'Missing --reason'],
    [['forward-sent', '--forward', '7', 'extra'], "Unexpected argument 'extra'"],
  ])('refuses %j with a clear message and exit code 2', async (args, message) => {
    const result = await opsInProcess(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('exits with code 2 for a wrong command line, as its own process', async () => {
    const result = await ops('receive', '--suit', 'HM1');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Unknown option '--suit'");
  });

  it('refuses a file it cannot read with exit code 1', async () => {
    const missing = await ops('receive', '--suite', 'HM1', '--file', 'gone.pdf', '--weight', '20');
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr).toContain('Cannot read gone.pdf: no such file');
  });

  it('refuses a file that is no scan with exit code 1', async () => {
    const notPdf = await ops('scan', '--mail', '1', '--file', 'notes.pdf');
    expect(notPdf).toMatchObject({ code: 1 });
    expect(notPdf.stderr).toContain('notes.pdf is not a PDF, JPEG or PNG file');
  });

  it('refuses an unsafe alert link and an unknown suite with exit code 1', async () => {
    const unsafe = await ops('alert', '--suite', 'HM1', '--message', 'Hi', '--url', 'javascript:x');
    expect(unsafe).toMatchObject({ code: 1 });
    expect(unsafe.stderr).toContain('The alert URL must be a portal path');

    const unknown = await ops('alert', '--suite', 'NOPE0000', '--message', 'Hello');
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr.trim()).toBe('No account has the suite code "NOPE0000"');
  });

  it("refuses to run in production without every brand's public address, and changes nothing", async () => {
    const member = await staffTestMember(api);
    const refused = await opsIn({ NODE_ENV: 'production' }, [
      'alert',
      '--suite',
      member.suite,
      '--message',
      'Hello',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim()).toMatch(
      /^Refusing to run: PUBLIC_URL is not set \(Harbour Mail\); PUBLIC_URL_OUTBACK_POST is not set \(Outback Post\); PUBLIC_URL_SAKURA_BOX is not set \(Sakura Box\)\. Emails would link to this machine/,
    );
    expect(await alertsOf(api, member.accountId)).toEqual([]);
  });

  it("receives an item that the running portal shows in the member's inbox at once", async () => {
    const member = await staffTestMember(api, { autoAction: 0 });
    // Mail needs SMS or photo ID verification (§6).
    await api.db.kysely
      .updateTable('accounts')
      .set({ sms_verification: SMS_VERIFICATION.verified })
      .where('account_id', '=', member.accountId)
      .execute();

    const received = await ops(
      'receive',
      '--suite',
      member.suite,
      '--file',
      'envelope.png',
      '--weight',
      '42',
      '--sender',
      'Harbour Bank',
      '--blurb',
      'Monthly statement',
    );
    expect(received.stderr).toBe('');
    expect(received.code).toBe(0);
    const mailId = Number(/Received mail item (\d+) for suite/.exec(received.stdout)?.[1]);
    expect(received.stdout).toContain('envelope fee $0.50');
    expect(received.stdout).toContain('the member asks for it to be opened and scanned');

    const inbox = await asMember(api, member.cookie)('GET', '/api/Mail?folder=-4');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toEqual([
      expect.objectContaining({
        mailId,
        name: 'Harbour Bank',
        status: 2,
        mailActions: 0,
        mailType: 0,
        weight: 42,
        blurb: 'Monthly statement',
        read: false,
      }),
    ]);
    expect((await alertsOf(api, member.accountId)).map(alertText)).toEqual([
      { key: 'alert.arrivedToScan', values: { item: 'namedLetter', name: 'Harbour Bank' } },
    ]);
  });

  it('fulfils the scan it was asked for, then reports the charge', async () => {
    const member = await staffTestMember(api);
    const { mail_id: mailId } = await api.db.kysely
      .insertInto('mail_items')
      .values({ account_id: member.accountId, name: 'Letter', weight_grams: 20, mail_action: 0 })
      .returning('mail_id')
      .executeTakeFirstOrThrow();

    const scanned = await ops('scan', '--mail', String(mailId), '--file', 'envelope.pdf');
    expect(scanned.stderr).toBe('');
    expect(scanned.code).toBe(0);
    expect(scanned.stdout.trim()).toBe(
      `Scanned mail item ${mailId}: 1 page, charged $1.70, balance $18.30`,
    );

    const again = await ops('scan', '--mail', String(mailId), '--file', 'envelope.pdf');
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`Mail item ${mailId} has no scan or rescan pending`);
  });
});
