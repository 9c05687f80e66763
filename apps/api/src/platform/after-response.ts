import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a handler starts but does not wait for, so the answer leaves before it: the reset email of
 * a known address must take no longer to answer than an unknown one. A failure is logged. The
 * server waits for what is still running before it closes, and tests wait with `settled`.
 */
export class AfterResponse {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  start(what: string, task: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `${what} failed`))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves once nothing started here is still running. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
