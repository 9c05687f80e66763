import type { PortalClient } from '@portal/api-client/client';
import type { BusinessDetails } from '#shared/public-page-footer.tsx';

/**
 * Who runs the brand, for the landing page's footer (GET /api/Payment/Config `business`), straight
 * from the client like the catalogue (decision 010). Null when it cannot be had: the footer then
 * shows the language, support and terms without them.
 */
export async function loadBusiness(client: PortalClient): Promise<BusinessDetails | null> {
  try {
    return (await client.GET('/api/Payment/Config')).data?.business ?? null;
  } catch (error) {
    console.error(error);
    return null;
  }
}
