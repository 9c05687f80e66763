import createClient from 'openapi-fetch';
import type { paths } from '#schema.d.ts';

export interface PortalClientOptions {
  /** Origin of the API; empty for the page's own origin. */
  baseUrl?: string;
  /** Fetch to call; the global one by default (tests pass their own). */
  fetch?: typeof globalThis.fetch;
}

/** A client whose paths, parameters and answers are typed from the OpenAPI document. */
export function createPortalClient({ baseUrl = '', fetch }: PortalClientOptions = {}) {
  return createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}), credentials: 'same-origin' });
}

export type PortalClient = ReturnType<typeof createPortalClient>;
