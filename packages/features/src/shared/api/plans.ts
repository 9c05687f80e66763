import type { PortalClient } from '@portal/api-client/client';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

/** GET /api/Plan/GetAll: the brand's plans. */
export function plansQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.plans(),
    queryFn: async () => (await client.GET('/api/Plan/GetAll')).data ?? [],
    staleTime: 5 * 60_000,
  };
}

export function usePlans() {
  return useQuery(plansQueryOptions(useApiClient()));
}

/** The plans, waiting for them in Suspense: for a part of a screen that shows nothing without them. */
export function useSuspensePlans() {
  return useSuspenseQuery(plansQueryOptions(useApiClient())).data;
}
