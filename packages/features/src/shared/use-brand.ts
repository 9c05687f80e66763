import { createContext, useContext } from 'react';
import type { BrandConfig } from '@portal/brand/config';

export const BrandContext = createContext<BrandConfig | null>(null);

/** The brand the portal is running as; every screen sits inside PortalApp, which provides it. */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside PortalApp');
  return brand;
}
