/** When the server counts as overloaded; 0 turns a check off. */
export interface LoadLimits {
  /** Mean event loop delay, in milliseconds, past which requests are refused. */
  maxEventLoopDelayMs: number;
  /** Heap in use, in megabytes, past which requests are refused. */
  maxHeapUsedMb: number;
  /** What `Retry-After` asks an overloaded server's callers to wait, in seconds. */
  retryAfterSeconds: number;
}

/** A busy event loop for a full second is overload; heap is left to the platform's own limit. */
export const DEFAULT_LOAD_LIMITS: LoadLimits = {
  maxEventLoopDelayMs: 1000,
  maxHeapUsedMb: 0,
  retryAfterSeconds: 5,
};
