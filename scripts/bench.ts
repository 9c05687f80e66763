/**
 * `pnpm bench [name…]`: the server's benchmarks (`rules`) run in apps/api against a throwaway
 * database; every other one in apps/e2e against the built brand apps, which are built first only
 * when one of those is asked for. No name runs them all.
 */
import { spawnSync } from 'node:child_process';

const SERVER_BENCHES = ['rules'];

const asked = process.argv.slice(2);
const server = asked.filter((name) => SERVER_BENCHES.includes(name));
const browser = asked.filter((name) => !SERVER_BENCHES.includes(name));
const all = asked.length === 0;

const pnpm = (...args: string[]) => spawnSync('pnpm', args, { stdio: 'inherit' }).status === 0;

let ok = true;
if (all || browser.length) {
  ok =
    pnpm(
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=./brands/*',
      '--filter=!./brands/_template',
      '--output-logs=errors-only',
    ) && pnpm('--filter', '@portal/e2e', 'bench', ...browser);
}
if (all || server.length) ok = pnpm('--filter', '@portal/api', 'bench', ...server) && ok;
process.exitCode = ok ? 0 : 1;
