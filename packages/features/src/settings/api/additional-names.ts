import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type AdditionalName = Schema<'AdditionalName'>;

/** GET /api/AdditionalName: other names the member receives mail under. */
export function additionalNamesQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.additionalNames(),
    queryFn: async (): Promise<AdditionalName[]> =>
      (await client.GET('/api/AdditionalName')).data ?? [],
  };
}

export function useAdditionalNames(): AdditionalName[] {
  return useSuspenseQuery(additionalNamesQueryOptions(useApiClient())).data;
}

/**
 * POST /api/AdditionalName?name=: answers the added name, or null when the server refused it (the
 * list is full). The list changes only on the server's success (§4).
 */
export function useAddAdditionalName() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<AdditionalName | null> => {
      const { data } = await client.POST('/api/AdditionalName', {
        params: { query: { name: name.trim() } },
      });
      return data?.success ? data.additionalName : null;
    },
    onSuccess: (added) => {
      if (!added) return;
      queryClient.setQueryData<AdditionalName[]>(queryKeys.additionalNames(), (names = []) => [
        ...names,
        added,
      ]);
    },
  });
}

/** DELETE /api/AdditionalName?additionalNameId=: removed from the list once the server says so. */
export function useRemoveAdditionalName() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (additionalNameId: number) => {
      const { data } = await client.DELETE('/api/AdditionalName', {
        params: { query: { additionalNameId } },
      });
      if (!data?.success) throw new Error('The name was not removed');
      return additionalNameId;
    },
    onSuccess: (removed) =>
      queryClient.setQueryData<AdditionalName[]>(queryKeys.additionalNames(), (names = []) =>
        names.filter((name) => name.additionalNameId !== removed),
      ),
  });
}
