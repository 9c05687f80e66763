/**
 * `pnpm test:units`: every package's unit tests and the Storybook build, in two lanes side by side.
 *
 * One turbo run with two slots took the tasks in whatever order its graph walk gave. When the API's
 * suite, the longest by far, happened to start last, CI's unit phase took 12.5 minutes instead of
 * 10.5. Two lanes of about equal length end together whatever the order inside each: the API's
 * suite with the short server-side ones, and the screens' suites with the Storybook build.
 */
import { spawn } from 'node:child_process';

const SERVER_LANE = ['@portal/api', '@portal/domain', '@portal/brand', '@portal/eslint-config'];

const lanes = [
  ['test', ...SERVER_LANE.map((name) => `--filter=${name}`)],
  // Every other package, so a new package's tests run here without a change to this list.
  ['test', 'storybook:build', ...SERVER_LANE.map((name) => `--filter=!${name}`)],
];

function runLane(tasks: string[]): Promise<number> {
  return new Promise((resolve) => {
    const turbo = spawn('pnpm', ['exec', 'turbo', 'run', ...tasks, '--concurrency=1'], {
      stdio: 'inherit',
    });
    turbo.on('error', () => resolve(1));
    turbo.on('close', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all(lanes.map(runLane));
process.exit(Math.max(...codes));
