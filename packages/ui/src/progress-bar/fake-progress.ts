import { useEffect, useState } from 'react';

/**
 * The stages of the preview's fake progress (§2): each runs slower than the one before, so the bar
 * moves briskly at first and creeps as it nears the end. It holds at 99 % until the load finishes.
 */
const STAGES = [
  { to: 50, ms: 500 },
  { to: 80, ms: 1000 },
  { to: 95, ms: 2000 },
  { to: 99, ms: 4000 },
] as const;

/** How often the bar moves while something loads. */
const TICK_MS = 100;

/** Percent shown after `elapsedMs` of loading something whose real progress is unknown. */
export function fakeProgress(elapsedMs: number): number {
  let start = 0;
  let from = 0;
  for (const stage of STAGES) {
    if (elapsedMs < start + stage.ms) {
      return from + ((stage.to - from) * Math.max(0, elapsedMs - start)) / stage.ms;
    }
    start += stage.ms;
    from = stage.to;
  }
  return from;
}

/** The fake progress while `loading`, restarting from 0 each time loading begins; 100 once done. */
export function useFakeProgress(loading: boolean): number {
  const [run, setRun] = useState({ loading, elapsedMs: 0 });
  if (run.loading !== loading) setRun({ loading, elapsedMs: 0 });

  useEffect(() => {
    if (!loading) return;
    const start = Date.now();
    const timer = setInterval(() => setRun({ loading, elapsedMs: Date.now() - start }), TICK_MS);
    return () => clearInterval(timer);
  }, [loading]);

  return loading ? fakeProgress(run.elapsedMs) : 100;
}
