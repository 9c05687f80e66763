/** The longest Retry-After the client waits out by itself; a longer wait is the screen's to tell. */
const MAX_WAIT_SECONDS = 5;

type Send = (request: Request) => Promise<Response>;
type Wait = (milliseconds: number, signal: AbortSignal) => Promise<void>;

/** Resolves after the wait, or rejects with the signal's reason once the caller aborts. */
const sleep: Wait = (milliseconds, signal) =>
  new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Seconds of a delta-seconds Retry-After within the client's patience; null otherwise. */
function waitSeconds(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  const seconds = Number(header);
  return seconds <= MAX_WAIT_SECONDS ? seconds : null;
}

async function isBusyProblem(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body.code === 'busy_try_again';
  } catch {
    return false;
  }
}

/**
 * Sends a request once more when the server answered 503 `busy_try_again`: the member's other
 * changes held the account (decision 080) and nothing was changed, so the same request, after the
 * wait the answer names, is safe to repeat (a charge keeps its Idempotency-Key). One retry only:
 * a second busy answer reaches the screen.
 */
export function retryWhenBusy(send: Send, wait: Wait = sleep): Send {
  return async (request) => {
    // The body read into memory once, as bytes, for both sends: `request.clone()` would tee it into
    // a stream, which browsers send as a streaming upload, and DevTools shows neither nor a Blob.
    const body = request.body === null ? null : await request.arrayBuffer();
    const copy = () => new Request(request, { body });
    const response = await send(copy());
    if (response.status !== 503) return response;
    const seconds = waitSeconds(response);
    if (seconds === null || !(await isBusyProblem(response))) return response;
    await wait(seconds * 1000, request.signal);
    return send(copy());
  };
}
