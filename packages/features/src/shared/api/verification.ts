import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { SMS_CODE_CHECK } from '@portal/domain/verification-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type Verification = Schema<'Verification'>;

/** GET /api/verification/getverification: the SMS and photo ID states (§3). */
export function verificationQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.verification(),
    queryFn: async (): Promise<Verification> => {
      const { data } = await client.GET('/api/verification/getverification');
      if (!data) throw new Error('getverification answered without a state');
      return data;
    },
  };
}

export function useVerification() {
  return useQuery(verificationQueryOptions(useApiClient()));
}

/**
 * A new verification state changes the account's `idVerified`/`idPending`/`smsVerified`, which the
 * inbox gate and the forward wizard read: both are fetched again.
 */
export function useKeepVerification() {
  const queryClient = useQueryClient();
  return async (state: Verification) => {
    queryClient.setQueryData(queryKeys.verification(), state);
    await queryClient.invalidateQueries({ queryKey: queryKeys.account() });
  };
}

/** POST /api/verification/Sms: texts a code; a refusal rejects with the server's problem. */
export function useSendSmsCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mobileNumber: string) => {
      await client.POST('/api/verification/Sms', { params: { query: { mobileNumber } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.verification() }),
  });
}

/** POST /api/verification/verifysms: true when the code matched and the number is verified. */
export function useVerifySmsCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const { data } = await client.POST('/api/verification/verifysms', {
        params: { query: { code } },
      });
      return data?.verificationStatus === SMS_CODE_CHECK.verified;
    },
    onSuccess: async (verified) => {
      if (!verified) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.verification() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account() }),
      ]);
    },
  });
}

/** DELETE /api/verification/deleteVerification: 'Click here to redo' (§4). */
export function useRedoPhotoId() {
  const client = useApiClient();
  const keep = useKeepVerification();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await client.DELETE('/api/verification/deleteVerification');
      if (!data) throw new Error('deleteVerification answered without a state');
      return data;
    },
    onSuccess: async (state) => {
      // The withdrawal made a new selfie code.
      queryClient.removeQueries({ queryKey: queryKeys.selfieCode() });
      await keep(state);
    },
  });
}
