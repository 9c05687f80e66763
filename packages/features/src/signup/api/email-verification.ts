import type { PortalClient } from '@portal/api-client/client';
import { useSuspenseQuery } from '@tanstack/react-query';
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
