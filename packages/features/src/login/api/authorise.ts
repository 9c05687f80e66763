import type { PortalClient } from '@portal/api-client/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { singleUseLinkQueryOptions } from '#shared/api/single-use-link.ts';

/** POST /api/Login/LoginGuardAuthorise?q=: whether the emailed code authorised this browser. */
export function loginGuardAuthoriseQueryOptions(client: PortalClient, q: string | undefined) {
  return singleUseLinkQueryOptions(
    queryKeys.loginGuardAuthorise(q ?? ''),
    q ? () => client.POST('/api/Login/LoginGuardAuthorise', { params: { query: { q } } }) : null,
  );
}

export function useLoginGuardAuthorise(q: string | undefined): boolean {
  return useSuspenseQuery(loginGuardAuthoriseQueryOptions(useApiClient(), q)).data;
}
