import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';

export interface Catalogue {
  plans: Schema<'Plan'>[];
  locations: Schema<'Location'>[];
}

/**
 * The brand's public plans and locations for the landing page (GET /api/Plan/GetAll and
 * /api/Location/GetAll), straight from the client: the page is a first load, and React Query
 * stays out of it (decision 010). Null when either cannot be had; the page says so.
 */
export async function loadCatalogue(client: PortalClient): Promise<Catalogue | null> {
  try {
    const [plans, locations] = await Promise.all([
      client.GET('/api/Plan/GetAll'),
      client.GET('/api/Location/GetAll'),
    ]);
    return { plans: plans.data ?? [], locations: locations.data ?? [] };
  } catch (error) {
    console.error(error);
    return null;
  }
}
