import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';

/**
 * POST /api/Account/ChoosePlan during signup, where it only records the plan (the setup fee is
 * then charged with the card). One Idempotency-Key per attempt, as the call requires.
 */
export function useChoosePlanMutation() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ planId, attempt }: { planId: number; attempt: string }) =>
      (
        await client.POST('/api/Account/ChoosePlan', {
          params: { query: { planId }, header: { 'Idempotency-Key': attempt } },
        })
      ).data,
  });
}
