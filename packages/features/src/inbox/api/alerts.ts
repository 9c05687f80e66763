import type { PortalClient } from '@portal/api-client/client';
import type { PortalQueries } from '@portal/api-client/query';

export const alertsQueryOptions = (queries: PortalQueries) =>
  queries.queryOptions('get', '/api/Alert');

/** POST /api/Alert?alertId=: the alert stops showing as unread. */
export async function markAlertRead(client: PortalClient, alertId: number): Promise<void> {
  await client.POST('/api/Alert', { params: { query: { alertId } } });
}
