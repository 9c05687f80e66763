import type { Schema } from '@portal/api-client/types';
import { knownTimeZone } from '@portal/domain/time-zone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { rememberAccount } from '#shared/api/account.ts';

export type SignupRequest = Schema<'SignupRequest'>;

/**
 * POST /api/Registration/IsEmailAvailable, asked when the email field loses focus (§5). Undefined
 * when there is no answer (offline, rate-limited): the server checks again on Signup.
 */
export function useEmailAvailability(): (email: string) => Promise<boolean | undefined> {
  const client = useApiClient();
  return async (email) => {
    try {
      return (
        await client.POST('/api/Registration/IsEmailAvailable', { params: { query: { email } } })
      ).data;
    } catch {
      return undefined;
    }
  };
}

/**
 * POST /api/Registration/Signup: creates the member and opens their session. The browser's time
 * zone goes with it, so dates are the member's own from the first screen (changeable in Account).
 * A zone the portal does not list (a fixed offset such as `Etc/GMT+5`) stays behind, and the server
 * uses the brand's own zone rather than refusing the signup.
 */
export function useSignupMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SignupRequest) => {
      const timeZone = knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
      const { data } = await client.POST('/api/Registration/Signup', {
        body: timeZone === null ? request : { ...request, timeZone },
      });
      if (!data) throw new Error('Signup answered without an account');
      return data;
    },
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}

/** POST /api/Registration/RegistrationComplete: the wizard's last step, with or without a card. */
export function useCompleteRegistrationMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (how: 'card' | 'noCreditCard') => {
      const { data } = await client.POST('/api/Registration/RegistrationComplete', {
        params: { query: { x: how } },
      });
      if (!data) throw new Error('RegistrationComplete answered without an account');
      return data;
    },
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}
