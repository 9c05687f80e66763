/**
 * `pnpm bench [name…]`: runs the benchmarks named (all of them when none is), each in its own
 * process against its own throwaway server, then prints every figure in one table and exits
 * non-zero when one is over its budget. `pnpm bench api` runs one alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReportRow } from './bench-server.ts';

const BENCHES = ['bundle', 'api', 'contention', 'inbox', 'preview', 'lighthouse', 'ocr'] as const;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(BENCHES as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${BENCHES.join(', ')}`);
  process.exit(2);
}
const chosen = asked.length ? asked : BENCHES;

const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
const reportFile = join(dir, 'rows.jsonl');
const failed: string[] = [];
for (const name of chosen) {
  console.error(`\n=== ${name}`);
  const script = fileURLToPath(new URL(`./${name}-bench.ts`, import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_REPORT: reportFile },
  });
  if (run.status !== 0) failed.push(name);
}

const sections = readFileSync(reportFile, { encoding: 'utf8', flag: 'a+' })
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { title: string; rows: ReportRow[] });
rmSync(dir, { recursive: true, force: true });

const width = Math.max(...sections.flatMap(({ rows }) => rows.map(([name]) => name.length)), 10);
console.log(`\n| ${'measure'.padEnd(width)} | value | budget |`);
console.log(`|${'-'.repeat(width + 2)}|-------|--------|`);
for (const { title, rows } of sections) {
  console.log(`| **${title}** | | |`);
  for (const [name, value, ok] of rows) {
    console.log(`| ${name.padEnd(width)} | ${value} | ${ok ? 'ok' : 'OVER'} |`);
  }
}
if (failed.length) {
  console.log(`\nOver budget or failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
