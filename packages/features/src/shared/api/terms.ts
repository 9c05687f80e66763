import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { rememberAccount } from '#shared/api/account.ts';

/**
 * POST /api/TermsAndConditions/SaveTermsAndConditions: the member agrees to the terms, on the
 * terms gate or on signup's plan step before anything is charged (the server refuses a signup
 * charge with 409 `terms_required` until then). The server records the version it holds (decision
 * 082), so nothing of the page is sent.
 */
export function useSaveTermsMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await client.POST('/api/TermsAndConditions/SaveTermsAndConditions');
      if (!data) throw new Error('SaveTermsAndConditions answered without an account');
      return data;
    },
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}
