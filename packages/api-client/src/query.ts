import createQueryClient, { type OpenapiQueryClient } from 'openapi-react-query';
import type { PortalClient } from '#client.ts';
import type { ClientPaths } from '#types.ts';

/**
 * React Query helpers over a portal client (openapi-react-query), typed from the contract:
 *
 * ```ts
 * const api = createPortalQueries(client);
 * const mailQueryOptions = (folder: number) =>
 *   api.queryOptions('get', '/api/Mail', { params: { query: { folder } } });
 * useQuery(mailQueryOptions(-4));
 * ```
 *
 * Query keys are `[method, path, init]` (`['get', '/api/Mail', { params: ... }]`), so
 * `invalidateQueries({ queryKey: ['get', '/api/Mail'] })` refreshes every folder. Errors are the
 * client's: a `PortalApiError` for a failure answer, a `PortalNetworkError` when no answer came,
 * which React Query retries like any failed query rather than caching a null.
 */
export function createPortalQueries(client: PortalClient): PortalQueries {
  return createQueryClient(client);
}

export type PortalQueries = OpenapiQueryClient<ClientPaths>;
