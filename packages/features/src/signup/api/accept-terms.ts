import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { rememberAccount } from '#shared/api/account.ts';

/**
 * POST /api/TermsAndConditions/SaveTermsAndConditions from signup's plan step, before anything is
 * charged (the server refuses UpdateCard's charge and RegistrationComplete with 409
 * `terms_required` until then). The server records the version it holds (decision 082).
 */
export function useAcceptTermsMutation() {
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
