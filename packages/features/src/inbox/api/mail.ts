import type { PortalClient } from '@portal/api-client/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

/** GET /api/Mail?folder=: a folder's items. */
export function mailQueryOptions(client: PortalClient, folder: number) {
  return {
    queryKey: queryKeys.mail(folder),
    queryFn: async () =>
      (await client.GET('/api/Mail', { params: { query: { folder } } })).data ?? [],
  };
}

/** A folder's items, which the inbox route's loader has fetched before the list renders. */
export function useMail(folder: number) {
  return useSuspenseQuery(mailQueryOptions(useApiClient(), folder)).data;
}
