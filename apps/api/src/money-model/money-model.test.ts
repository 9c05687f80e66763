/**
 * The model-based test of the ledger (issue 32, DESIGN §3.13): random sequences of member, staff
 * and clock actions against the real server code and PostgreSQL, every invariant checked after
 * every step. A failure is shrunk and printed as a numbered action list with fast-check's seed and
 * path, so `MONEY_MODEL_SEED=<seed> MONEY_MODEL_PATH=<path>` replays it.
 *
 *   MONEY_MODEL_RUNS    sequences to run (default 200, as in `pnpm test`); CI's run on Debian's
 *                       PostgreSQL sets 2000 (.ci/api-tests-on-debian-postgres.sh); more for deeper
 *   MONEY_MODEL_SEED    fast-check's seed; `random` for a new one each run. The default is fixed so a
 *                       CI run is reproducible; explore with `random` and a bigger count
 *   MONEY_MODEL_IGNORE  comma-separated invariants (checks.ts) not to fail on, to look past a known leak
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeSequence, sequences, type Sequence } from './actions.ts';
import { INVARIANTS } from './checks.ts';
import { startMoneyWorld, stepTimes } from './money-world.ts';

const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 200);
const IGNORE = new Set(
  (process.env.MONEY_MODEL_IGNORE ?? '').split(',').filter((name) => name !== ''),
);
const SEED = process.env.MONEY_MODEL_SEED ?? '20261126';
const PATH = process.env.MONEY_MODEL_PATH;

let world: Awaited<ReturnType<typeof startMoneyWorld>>;
beforeAll(async () => {
  world = await startMoneyWorld();
});
afterAll(async () => {
  await world?.close();
});

it(`keeps the money invariants over ${RUNS} random sequences`, async () => {
  for (const name of IGNORE) expect(INVARIANTS).toContain(name);
  const counts = { sequences: 0, steps: 0, byKind: new Map<string, number>() };
  const started = performance.now();
  const property = fc.asyncProperty(sequences, async (sequence: Sequence) => {
    counts.sequences += 1;
    counts.steps += sequence.actions.length;
    for (const action of sequence.actions) {
      counts.byKind.set(action.kind, (counts.byKind.get(action.kind) ?? 0) + 1);
    }
    const result = await world.run(sequence, IGNORE);
    if (result.violations.length > 0) {
      const trace = describeSequence(sequence)
        .split('\n')
        .map((line, at) => `${line}  -> ${result.outcomes[at] ?? 'not run'}`)
        .join('\n');
      const broken = [...new Set(result.violations.map((v) => `${v.invariant}: ${v.detail}`))].join(
        '\n',
      );
      throw new Error(`${broken}\n\nsequence:\n${trace}`);
    }
  });
  try {
    await fc.assert(property, {
      numRuns: RUNS,
      ...(SEED === 'random' ? {} : { seed: Number(SEED) }),
      ...(PATH ? { path: PATH } : {}),
      endOnFailure: false,
    });
  } finally {
    const seconds = (performance.now() - started) / 1000;
    const kinds = [...counts.byKind].sort(([a], [b]) => a.localeCompare(b));
    console.log(
      [
        `money model: ${counts.sequences} sequences, ${counts.steps} steps in ${seconds.toFixed(1)} s` +
          ` (${(counts.sequences / seconds).toFixed(1)} sequences/s)`,
        `  signup (account opened): ${((stepTimes.get('signup') ?? 0) / Math.max(counts.sequences, 1)).toFixed(1)} ms each`,
        ...kinds.map(
          ([kind, count]) =>
            `  ${kind}: ${count} steps, ${((stepTimes.get(kind) ?? 0) / Math.max(count, 1)).toFixed(1)} ms each`,
        ),
      ].join('\n'),
    );
  }
}, 600_000);
