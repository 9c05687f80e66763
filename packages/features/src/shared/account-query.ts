import type { PortalClient } from '@portal/api-client/client';
import type { QueryClient } from '@tanstack/react-query';
import { clearStoredAccount, storeAccount, type Account } from '#shared/session.ts';

/** React Query key of the signed-in member's account (POST /api/account/GetAccount). */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** The loaded account; every fresh copy also refreshes stored auth. */
export function accountQueryOptions(client: PortalClient) {
  return {
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: async (): Promise<Account> => {
      const { data } = await client.POST('/api/account/GetAccount');
      if (!data) throw new Error('GetAccount answered without an account');
      storeAccount(data);
      return data;
    },
    staleTime: 60_000,
  };
}

/** Keeps the account for routing and as the loaded account. */
export function rememberAccount(queryClient: QueryClient, account: Account): void {
  storeAccount(account);
  queryClient.setQueryData(ACCOUNT_QUERY_KEY, account);
}

/** §2 Logout: clear stored auth, then let the server end the session and land on /Login. */
export function logOut(queryClient: QueryClient): void {
  clearStoredAccount();
  queryClient.clear();
  window.location.assign('/api/account/logout');
}
