import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

type Alert = Schema<'Alert'>;

/** GET /api/Alert: the member's account alerts, newest first. */
export function alertsQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.alerts(),
    queryFn: async (): Promise<Alert[]> => (await client.GET('/api/Alert')).data ?? [],
  };
}

export function useAlerts() {
  return useQuery(alertsQueryOptions(useApiClient()));
}

/**
 * POST /api/Alert?alertId=: the alert stops showing as unread. The banner hides it at once; if the
 * server refuses, the next fetch of the alerts shows it again.
 */
export function useMarkAlertReadMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (alertId: number) => {
      await client.POST('/api/Alert', { params: { query: { alertId } } });
    },
    onMutate: (alertId) =>
      queryClient.setQueryData<Alert[]>(queryKeys.alerts(), (alerts) =>
        alerts?.map((alert) => (alert.alertId === alertId ? { ...alert, read: true } : alert)),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts() }),
  });
}
