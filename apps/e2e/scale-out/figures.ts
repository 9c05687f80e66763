/** The run's figures as one table: per operation count, req/s, p50, p99 and errors. */
import { OPERATIONS, type Outcomes } from './member-load.ts';

/** The error rate the issue accepts with one of three servers restarted mid-run. */
export const MAX_ERROR_RATE = 0.001;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

/** Prints the table; answers the overall error rate. */
export function printFigures(outcomes: Outcomes, seconds: number): number {
  const header = ['operation', 'count', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const rows = OPERATIONS.map((operation) => {
    const durations = [...outcomes.durations.get(operation)!].sort((a, b) => a - b);
    const errors = outcomes.errors.get(operation)!.length;
    const count = durations.length + errors;
    return [
      operation,
      String(count),
      (count / seconds).toFixed(1),
      ms(percentile(durations, 50)),
      ms(percentile(durations, 99)),
      String(errors),
    ];
  });
  const total = rows.reduce((sum, row) => sum + Number(row[1]), 0);
  const errors = rows.reduce((sum, row) => sum + Number(row[5]), 0);
  const all = OPERATIONS.flatMap((operation) => outcomes.durations.get(operation)!).sort(
    (a, b) => a - b,
  );
  rows.push([
    'all',
    String(total),
    (total / seconds).toFixed(1),
    ms(percentile(all, 50)),
    ms(percentile(all, 99)),
    String(errors),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    );
  }
  const rate = total ? errors / total : 1;
  console.log(
    `error rate ${(rate * 100).toFixed(3)}% (at most ${MAX_ERROR_RATE * 100}%); ` +
      `503 answers retried by the client: ${outcomes.busyAnswers}`,
  );
  for (const operation of OPERATIONS) {
    for (const error of new Set(outcomes.errors.get(operation))) {
      console.log(`  ${operation}: ${error}`);
    }
  }
  return rate;
}
