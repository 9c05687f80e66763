/**
 * `pnpm --filter @portal/api bench [name…]`: the server's own benchmarks, each in its own process
 * against its own throwaway database (root `pnpm bench` sends their names here).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SERVER_BENCHES = ['rules'] as const;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(SERVER_BENCHES as readonly string[]).includes(name));
if (unknown.length) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose from ${SERVER_BENCHES.join(', ')}`,
  );
  process.exit(2);
}
for (const name of asked.length ? asked : SERVER_BENCHES) {
  console.error(`\n=== ${name}`);
  const script = fileURLToPath(new URL(`./${name}-bench.ts`, import.meta.url));
  const done = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (done.status !== 0) process.exitCode = 1;
}
