import type { components } from '@portal/contract/schema';

export type Problem = components['schemas']['Problem'];
export type ProblemCode = components['schemas']['ProblemCode'];

function isProblem(body: unknown): body is Problem {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string' &&
    'status' in body &&
    typeof body.status === 'number'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The API answered with a failure status. For `application/problem+json` answers (every failure
 * the contract documents) `code`, `field` and `detail` come from the problem document; for anything
 * else (a proxy's error page, the health check's 503) `code` is null and `body` holds what came.
 */
export class PortalApiError extends Error {
  override readonly name = 'PortalApiError';
  /** HTTP status. */
  readonly status: number;
  /** The problem's machine code (see `ProblemCode` in openapi/portal.yaml); null if the body was no problem. */
  readonly code: ProblemCode | null;
  /** With `invalid_field`: the parameter or body field at fault. */
  readonly field: string | undefined;
  /** The problem's English explanation, for developers and logs; screens show `text`. */
  readonly detail: string | undefined;
  /** What to tell the member: a catalog message id and its values. */
  readonly text: Problem['text'];
  /** The parsed answer body. */
  readonly body: unknown;

  constructor(method: string, path: string, status: number, body: unknown) {
    const problem = isProblem(body) ? body : undefined;
    super(
      `${method} ${path} answered ${status}` +
        (problem ? ` ${problem.code}${problem.detail ? `: ${problem.detail}` : ''}` : ''),
    );
    this.status = status;
    this.code = problem?.code ?? null;
    this.field = problem?.field;
    this.detail = problem?.detail;
    this.text = problem?.text;
    this.body = body;
  }

  /** Reads a failure answer; `path` is the documented path (`/api/Mail`), not the full URL. */
  static async fromResponse(method: string, path: string, response: Response) {
    return new PortalApiError(method, path, response.status, await readBody(response));
  }
}

/** The request got no answer at all (offline, DNS, connection reset, CORS). */
export class PortalNetworkError extends Error {
  override readonly name = 'PortalNetworkError';

  constructor(method: string, path: string, cause: unknown) {
    super(`${method} ${path} got no response`, { cause });
  }
}
