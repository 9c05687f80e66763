import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { mergePage, PAGE_SIZE } from '@portal/domain/paging';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type AuditEntry = Schema<'AuditEntry'>;

/** GET /api/Audit in pages of 20 (§4): the next page while a page had entries. */
export function auditQueryOptions(client: PortalClient) {
  return infiniteQueryOptions({
    queryKey: queryKeys.audit(),
    queryFn: async ({ pageParam }) =>
      (
        await client.GET('/api/Audit', {
          params: { query: { page: pageParam, pageSize: PAGE_SIZE } },
        })
      ).data ?? [],
    initialPageParam: 0,
    getNextPageParam: (page: AuditEntry[], _pages: AuditEntry[][], pageParam: number) =>
      page.length > 0 ? pageParam + 1 : undefined,
  });
}

/** The audit log loaded so far, newest first, each entry once (§4 merge). */
export function useAuditLog() {
  const query = useInfiniteQuery(auditQueryOptions(useApiClient()));
  const entries = useMemo(
    () =>
      (query.data?.pages ?? []).reduce<AuditEntry[]>(
        (shown, page, index) => mergePage(shown, page, index, (entry) => entry.auditId).items,
        [],
      ),
    [query.data],
  );
  return { ...query, entries };
}

/** GET /api/StorageMetrics/GetMetrics: the eight counts of §3. */
export function useStorageMetrics() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.storageMetrics(),
    queryFn: async () => {
      const { data } = await client.GET('/api/StorageMetrics/GetMetrics');
      if (!data) throw new Error('No storage metrics');
      return data;
    },
  });
}
