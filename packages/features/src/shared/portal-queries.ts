import { createPortalQueries, type PortalQueries } from '@portal/api-client/query';
import { useMemo } from 'react';
import { usePortalApi } from '#shared/portal-api.ts';

/** React Query helpers over the portal's client, for screens inside the router's data layout. */
export function usePortalQueries(): PortalQueries {
  const { client } = usePortalApi();
  return useMemo(() => createPortalQueries(client), [client]);
}
