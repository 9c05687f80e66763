/**
 * The real portal for a benchmark: the API server with the built brand apps on free loopback ports,
 * a fresh data directory and embedded database seeded with the demo data, and staff access to it.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { loadBrands } from '@portal/brand/all-brands';
import { freePort } from '@portal/api/src/platform/db/free-port.ts';
import { openStaffDatabase } from '@portal/api/src/staff/open-staff-database.ts';
import { logIn, opsWith } from '../tests/support.ts';

export interface BenchServer {
  /** The first brand's origin (Harbour Mail). */
  origin: string;
  /** Every brand's origin, by brand id. */
  origins: ReadonlyMap<string, string>;
  /** The server's process id. */
  pid: number;
  /** The server's data folder (its embedded database among it). */
  dataDir: string;
  /** The server's database, opened as the staff command line opens it. */
  openDatabase: () => ReturnType<typeof openStaffDatabase>;
  /** Runs a staff command (`pnpm --filter @portal/api ops …`) and answers what it printed. */
  ops: (...args: string[]) => Promise<string>;
}

/** Starts the server, runs `use` against it, then stops it and removes its data. */
export async function withBenchServer<T>(
  label: string,
  use: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${label}-`));
  const brands = await loadBrands();
  const ports = new Map(
    await Promise.all(brands.map(async (b) => [b.id, await freePort()] as const)),
  );
  const pgPort = await freePort();
  const origins = new Map([...ports].map(([id, port]) => [id, `http://127.0.0.1:${port}`]));
  const env = {
    ...process.env,
    // PORT_OUTBACK_POST for outback-post, as the server reads them.
    ...Object.fromEntries(
      [...ports].map(([id, port]) => [
        `PORT_${id.toUpperCase().replaceAll('-', '_')}`,
        String(port),
      ]),
    ),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'error',
  };
  const apiDir = fileURLToPath(new URL('../../api/', import.meta.url));
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (`--cpu-prof`).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = origins.get(brands[0]!.id)!;
  try {
    await waitForHealth(origin, () => server.exitCode);
    return await use({
      origin,
      origins,
      pid: server.pid!,
      dataDir,
      openDatabase: () =>
        openStaffDatabase({ dataDir, databaseUrl: undefined, embeddedPgPort: pgPort }),
      ops: (...args) => opsWith(env, ...args),
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function waitForHealth(origin: string, exitCode: () => number | null): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`the server exited with ${exitCode()}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 3 minutes');
}

/** A desktop-sized page on the server's origin that can run the functions a benchmark hands it. */
export async function openBenchPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  // tsx wraps named functions in a `__name` helper, which the page lacks.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  return page;
}

/** Signs a member in through the Login screen and waits for the members' area. */
export async function signIn(page: Page, email: string): Promise<void> {
  await logIn(page, email);
  await page.waitForURL(/\/Members/);
}

export function progress(step: string): void {
  console.error(`… ${step}`);
}

/** One measured figure: what it is, its value as printed, and whether it is within its budget. */
export type ReportRow = [name: string, value: string, ok: boolean];

/**
 * Prints a benchmark's table and fails the process when a row is over its budget. Under `pnpm bench`
 * (BENCH_REPORT names a file) the rows are also appended there, for the one table printed at the end.
 */
export function printReport(title: string, rows: ReportRow[]) {
  console.log(title);
  for (const [name, value, ok] of rows) {
    console.log(`${name.padEnd(44)} ${value}${ok ? '' : '   OVER BUDGET'}`);
  }
  if (process.env.BENCH_REPORT) {
    appendFileSync(process.env.BENCH_REPORT, `${JSON.stringify({ title, rows })}\n`);
  }
  if (rows.some(([, , ok]) => !ok)) process.exitCode = 1;
}
