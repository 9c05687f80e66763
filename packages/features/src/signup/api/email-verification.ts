import type { PortalClient } from '@portal/api-client/client';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { singleUseLinkQueryOptions } from '#shared/api/single-use-link.ts';

/** POST /api/EmailVerification/SubmitVerification?q=: whether the emailed link confirmed the address. */
export function emailVerificationQueryOptions(client: PortalClient, q: string | undefined) {
  return singleUseLinkQueryOptions(
    queryKeys.emailVerification(q ?? ''),
    q
      ? () => client.POST('/api/EmailVerification/SubmitVerification', { params: { query: { q } } })
      : null,
  );
}

export function useEmailVerification(q: string | undefined): boolean {
  return useSuspenseQuery(emailVerificationQueryOptions(useApiClient(), q)).data;
}

/**
 * POST /api/EmailVerification/Resend: a fresh link for a bad or expired one, signed in or not.
 * The server answers the same whether or not the address has an account waiting (so it tells
 * nobody which addresses have one); the address is kept to say where the link went.
 */
export function useResendVerificationMutation() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (email: string) => {
      await client.POST('/api/EmailVerification/Resend', { body: { email } });
      return email;
    },
  });
}
