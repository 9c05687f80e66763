import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type ForwardLog = Schema<'ForwardLog'>;
export type ForwardLogEntry = Schema<'ForwardLogEntry'>;
export type PendingForwardChoice = Schema<'PendingForwardChoice'>;

/** GET /api/forward/log: pending forwards and the posted ones, newest first. */
export function forwardLogQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.forwardLog(),
    queryFn: async (): Promise<ForwardLog> =>
      (await client.GET('/api/forward/log')).data ?? { pending: [], log: [] },
  };
}

export function useForwardLog() {
  return useQuery(forwardLogQueryOptions(useApiClient()));
}

/**
 * After a forward changed: the balance, the items' pending action everywhere, and the log unless
 * the answer was the log itself.
 */
function refreshAfterForward(
  queryClient: ReturnType<typeof useQueryClient>,
  { logAnswered = false } = {},
) {
  if (!logAnswered) void queryClient.invalidateQueries({ queryKey: queryKeys.forwardLog() });
  for (const queryKey of [
    queryKeys.pendingForwards(),
    queryKeys.account(),
    queryKeys.mail(),
    queryKeys.mailSearch(),
    queryKeys.folderCounts(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** DELETE /api/forward/cancel: the items return to the inbox and the charge is credited. */
export function useCancelForwards() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (forwardIds: number[]) =>
      (await client.DELETE('/api/forward/cancel', { body: { forwardIds } })).data,
    onSuccess: (log) => {
      if (log) queryClient.setQueryData(queryKeys.forwardLog(), log);
      refreshAfterForward(queryClient, { logAnswered: !!log });
    },
  });
}

/** GET /api/forward/GetPendingForwards, asked afresh when the member presses Forward (§4). */
export function useFetchPendingForwards() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: queryKeys.pendingForwards(),
      queryFn: async () => (await client.GET('/api/forward/GetPendingForwards')).data ?? [],
      staleTime: 0,
    });
}

/** POST /api/forward/AddToPendingForward: the items join the forward and become pending forward. */
export function useAddToPendingForward() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ forwardId, mailIds }: { forwardId: number; mailIds: number[] }) =>
      (await client.POST('/api/forward/AddToPendingForward', { body: { forwardId, mailIds } }))
        .data,
    onSuccess: () => refreshAfterForward(queryClient),
  });
}
