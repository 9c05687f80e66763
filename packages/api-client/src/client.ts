import createClient, { defaultBodySerializer, type Client } from 'openapi-fetch';
import { retryWhenBusy } from '#busy-retry.ts';
import { PortalNetworkError } from '#errors.ts';
import { portalMiddleware, type PortalMiddlewareOptions } from '#middleware.ts';
import type { ClientPaths } from '#types.ts';

export interface PortalClientOptions extends PortalMiddlewareOptions {
  /** Origin of the API, without a trailing slash; '' for the page's own origin. */
  baseUrl: string;
  /** The fetch to call; the global one by default (tests pass their own). */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * The typed /api client: openapi-fetch over {@link ClientPaths}.
 *
 * Calling convention: `client.GET(path, init)`, `client.POST(...)`, `client.DELETE(...)` as in
 * openapi-fetch, with paths, parameters and bodies checked against the contract. They resolve
 * `{ data, response }` for a success answer and reject otherwise: with a `PortalApiError`
 * (`status`, problem `code`, `field`, `detail`) for a failure answer, and with a
 * `PortalNetworkError` when no answer came. Wrap a call in {@link unwrap} to get the data alone,
 * with `null` for "no answer" as §8 asks:
 *
 * ```ts
 * const items = await unwrap(client.GET('/api/Mail', { params: { query: { folder: -4 } } }));
 * ```
 *
 * Callers never pass `webpage` or `X-Requested-With`: the middleware adds them. Charging calls
 * take an `Idempotency-Key` header that the caller makes once per payment and reuses on retry.
 */
export type PortalClient = Client<ClientPaths>;

/** Bodies holding a Blob (the photo upload) go as multipart/form-data, everything else as JSON. */
function serializeBody(body: unknown) {
  if (
    typeof body === 'object' &&
    body !== null &&
    Object.values(body).some((v) => v instanceof Blob)
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) {
        form.append(name, value instanceof Blob ? value : String(value));
      }
    }
    return form;
  }
  return defaultBodySerializer(body);
}

/** Creates the client; see {@link PortalClient} for how to call it. */
export function createPortalClient({
  baseUrl,
  webpage,
  onUnauthorized,
  onGateClosed,
  fetch,
}: PortalClientOptions): PortalClient {
  const client = createClient<ClientPaths>({
    baseUrl,
    // The global fetch is looked up per call, so a page (or a test) that replaces it is heard.
    fetch: retryWhenBusy(fetch ?? ((request) => globalThis.fetch(request))),
    credentials: 'same-origin',
    bodySerializer: serializeBody,
  });
  client.use(portalMiddleware({ webpage, onUnauthorized, onGateClosed }));
  return client;
}

/** What a successful call yields: its data, or undefined for a 204 answer. */
type Answer<Data> = [Data] extends [never] ? undefined : Data;

/**
 * Awaits a client call and returns its data: `null` when no answer came (offline, connection
 * reset; §8), a `PortalApiError` rejection for a failure answer.
 */
export async function unwrap<Data>(
  pending: Promise<{ data?: Data }>,
): Promise<Answer<Data> | null> {
  try {
    return (await pending).data as Answer<Data>;
  } catch (error) {
    if (error instanceof PortalNetworkError) return null;
    throw error;
  }
}
