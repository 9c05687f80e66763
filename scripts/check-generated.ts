/**
 * Fails when committed generated files (OpenAPI types, route tree) are stale: runs every package's
 * `gen` task and reports any file that changed. The files are left regenerated, ready to commit.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

function snapshot(): Map<string, string> {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && existsSync(file));
  return new Map(
    files.map((file) => [file, createHash('sha1').update(readFileSync(file)).digest('hex')]),
  );
}

const before = snapshot();
execFileSync('pnpm', ['exec', 'turbo', 'run', 'gen', '--output-logs=errors-only'], {
  stdio: 'inherit',
});
const after = snapshot();

const changed = [...after]
  .filter(([file, hash]) => before.get(file) !== hash)
  .map(([file]) => file);
if (changed.length > 0) {
  console.error(
    `Generated files were stale and have been regenerated; commit them:\n  ${changed.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('Generated files are current.');
