import type { PortalClient } from '@portal/api-client/client';
import { createContext, useContext } from 'react';

export const ApiClientContext = createContext<PortalClient | null>(null);

/**
 * The typed /api client, for the hooks of `<feature>/api/` files only: screens read and write
 * through those hooks, never the client itself (lint enforces it).
 */
export function useApiClient(): PortalClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside PortalApp');
  return client;
}
