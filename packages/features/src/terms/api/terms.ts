import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { rememberAccount } from '#shared/api/account.ts';

/** POST /api/TermsAndConditions/SaveTermsAndConditions: the member agrees to the terms as shown. */
export function useSaveTermsMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (html: string) => {
      const { data } = await client.POST('/api/TermsAndConditions/SaveTermsAndConditions', {
        body: { Html: html },
      });
      if (!data) throw new Error('SaveTermsAndConditions answered without an account');
      return data;
    },
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}
