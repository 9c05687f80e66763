import type { Schema } from '@portal/api-client/types';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';

export type SupportEmail = Schema<'SupportEmail'>;

/** POST /api/Support/Email: the member's message to the brand's support address. */
export function useSendSupportEmail() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: SupportEmail) => {
      await client.POST('/api/Support/Email', { body });
    },
  });
}
