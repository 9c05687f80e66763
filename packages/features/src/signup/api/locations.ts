import type { PortalClient } from '@portal/api-client/client';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

/** GET /api/Location/GetAll: the brand's mail-receiving locations. */
export function locationsQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.locations(),
    queryFn: async () => (await client.GET('/api/Location/GetAll')).data ?? [],
    staleTime: 5 * 60_000,
  };
}

export function useLocations() {
  return useSuspenseQuery(locationsQueryOptions(useApiClient())).data;
}

/** POST /api/Account/AddLocations: the locations the member chose in the addresses step. */
export function useAddLocationsMutation() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (locationIds: number[]) =>
      (await client.POST('/api/Account/AddLocations', { body: { locationIds } })).data,
  });
}
