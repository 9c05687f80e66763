import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { mergePage, PAGE_SIZE } from '@portal/domain/paging';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type Transaction = Schema<'Transaction'>;

/** The days shown (`YYYY-MM-DD`; empty for an open end). */
export interface TransactionRange {
  from: string;
  to: string;
}

async function transactionsPage(
  client: PortalClient,
  range: TransactionRange,
  page: number,
  pageSize = PAGE_SIZE,
): Promise<Transaction[]> {
  const { data } = await client.GET('/api/Transaction', {
    params: {
      query: {
        page,
        pageSize,
        ...(range.from ? { from: range.from } : {}),
        ...(range.to ? { to: range.to } : {}),
      },
    },
  });
  return data ?? [];
}

/**
 * GET /api/Transaction in pages of 20 (§4): page 0 first, the next while a page had entries; an
 * empty page ends the list.
 */
export function transactionsQueryOptions(client: PortalClient, range: TransactionRange) {
  return infiniteQueryOptions({
    queryKey: queryKeys.transactions(range),
    queryFn: ({ pageParam }) => transactionsPage(client, range, pageParam),
    initialPageParam: 0,
    getNextPageParam: (page: Transaction[], _pages: Transaction[][], pageParam: number) =>
      page.length > 0 ? pageParam + 1 : undefined,
  });
}

/** The range's transactions loaded so far, newest first, each once (§4 merge). */
export function useTransactions(range: TransactionRange) {
  const query = useInfiniteQuery({
    ...transactionsQueryOptions(useApiClient(), range),
    // A new range keeps the old rows on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(
    () =>
      (query.data?.pages ?? []).reduce<Transaction[]>(
        (shown, page, index) => mergePage(shown, page, index, (row) => row.transactionId).items,
        [],
      ),
    [query.data],
  );
  return { ...query, rows };
}

/** The biggest page the API gives, so an export takes few calls. */
const EXPORT_PAGE_SIZE = 100;

/** Every transaction in the range, for the CSV export: pages until one comes back empty. */
export function useAllTransactions() {
  const client = useApiClient();
  return async (range: TransactionRange): Promise<Transaction[]> => {
    const all: Transaction[] = [];
    for (let page = 0; ; page += 1) {
      const rows = await transactionsPage(client, range, page, EXPORT_PAGE_SIZE);
      if (rows.length === 0) return mergePage([], all, 0, (row) => row.transactionId).items;
      all.push(...rows);
    }
  };
}
