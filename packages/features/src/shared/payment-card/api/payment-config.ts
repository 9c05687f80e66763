import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type PaymentConfig = Schema<'PaymentConfig'>;

/**
 * GET /api/Payment/Config: the providers the server charges through, so the browser tokenises
 * with the same one (never a sandbox token to a live Stripe account). Fixed while the server runs.
 */
export function paymentConfigQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.paymentConfig(),
    queryFn: async (): Promise<PaymentConfig> => {
      const { data } = await client.GET('/api/Payment/Config');
      if (!data) throw new Error('No payment configuration');
      return data;
    },
    staleTime: Infinity,
  };
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions(useApiClient()));
}
