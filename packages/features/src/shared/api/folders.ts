import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type Folder = Schema<'Folder'>;

/** GET /api/Folder: the member's own folders (the inbox's sidebar, a rule's target). */
export function foldersQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.folders(),
    queryFn: async () => (await client.GET('/api/Folder')).data ?? [],
  };
}

export function useFolders() {
  return useQuery(foldersQueryOptions(useApiClient()));
}
