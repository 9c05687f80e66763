import type { Middleware } from 'openapi-fetch';
import { PortalApiError, PortalNetworkError } from '#errors.ts';
import { webpageOperations } from '@portal/contract/operations';

export interface PortalMiddlewareOptions {
  /** The brand id, sent as `webpage` to the operations that document it. */
  webpage: string;
  /** Called on a 401 from any call except the login call (§6). */
  onUnauthorized: () => void;
  /**
   * Called when the server's members-area gates refuse a call (`payment_required`,
   * `terms_not_accepted`; decision 082): the account changed since the browser routed on it.
   */
  onGateClosed?: () => void;
}

/** The codes with which the server's gates (or paid work) say the account needs attention first. */
const GATE_CODES: ReadonlySet<string> = new Set(['payment_required', 'terms_not_accepted']);

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const LOGIN = 'POST /api/Login';

/** A copy of the request with one more query parameter (a Request's URL cannot change). */
async function withQueryParameter(request: Request, name: string, value: string) {
  const url = new URL(request.url);
  const parameter = `${name}=${encodeURIComponent(value)}`;
  url.search = url.search ? `${url.search}&${parameter}` : parameter;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    // Read into memory: handing over the body stream would make a streaming upload, which
    // browsers only send over HTTP/2.
    body: request.body === null ? null : await request.blob(),
    signal: request.signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
  });
}

/**
 * The portal's openapi-fetch middleware:
 * - every request other than GET/HEAD carries `X-Requested-With: XMLHttpRequest` (CSRF defence);
 * - operations that document a `webpage` query parameter get the brand id (list generated from
 *   the contract: @portal/contract/operations);
 * - a 401 from any call but `POST /api/Login` calls `onUnauthorized`;
 * - a `payment_required` or `terms_not_accepted` refusal calls `onGateClosed`;
 * - every failure status rejects with a {@link PortalApiError}, and a request that got no response
 *   rejects with a {@link PortalNetworkError}. A caller's abort stays an AbortError.
 */
export function portalMiddleware({
  webpage,
  onUnauthorized,
  onGateClosed,
}: PortalMiddlewareOptions): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!SAFE_METHODS.has(request.method)) {
        request.headers.set('X-Requested-With', 'XMLHttpRequest');
      }
      if (webpageOperations.has(`${request.method} ${schemaPath}`)) {
        return withQueryParameter(request, 'webpage', webpage);
      }
      return undefined;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return undefined;
      if (response.status === 401 && `${request.method} ${schemaPath}` !== LOGIN) {
        onUnauthorized();
      }
      const error = await PortalApiError.fromResponse(request.method, schemaPath, response);
      if (error.code !== null && GATE_CODES.has(error.code)) onGateClosed?.();
      throw error;
    },
    onError({ request, schemaPath, error }) {
      if (error instanceof Error && error.name === 'AbortError') return undefined;
      return new PortalNetworkError(request.method, schemaPath, error);
    },
  };
}
