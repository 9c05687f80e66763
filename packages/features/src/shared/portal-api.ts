import type { PortalClient } from '@portal/api-client/client';
import { createContext, useContext } from 'react';

export interface PortalApi {
  client: PortalClient;
}

export const PortalApiContext = createContext<PortalApi | null>(null);

/** The typed /api client; PortalApp provides it to every screen. */
export function usePortalApi(): PortalApi {
  const api = useContext(PortalApiContext);
  if (!api) throw new Error('usePortalApi must be used inside PortalApp');
  return api;
}
