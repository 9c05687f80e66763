import type { PortalClient } from '@portal/api-client/client';
import type { Locale } from '@portal/i18n/locale';
import {
  useMutation,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { clearStoredAccount, storeAccount, type Account } from '#shared/session.ts';

/** The signed-in member's account (POST /api/account/GetAccount); every fresh copy refreshes stored auth. */
export function accountQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.account(),
    queryFn: async (): Promise<Account> => {
      const { data } = await client.POST('/api/account/GetAccount');
      if (!data) throw new Error('GetAccount answered without an account');
      storeAccount(data);
      return data;
    },
    staleTime: 60_000,
  };
}

/** The account, which the route guard has loaded before any signed-in screen renders. */
export function useAccount(): Account {
  return useSuspenseQuery(accountQueryOptions(useApiClient())).data;
}

/** Keeps a fresh account for routing and as the loaded account. */
export function rememberAccount(queryClient: QueryClient, account: Account): void {
  storeAccount(account);
  queryClient.setQueryData(queryKeys.account(), account);
}

/** Drops the loaded account so the next screen fetches it anew (after payment or terms change it). */
export function useForgetAccount(): () => void {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: queryKeys.account() });
}

/** Fetches the account again in the background (after a payment changed its balance or card). */
export function useRefreshAccount(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.account() });
}

/**
 * §2 Logout: clear stored auth and the cache, have the server end the session (a POST, which the
 * client middleware gives the CSRF header), then land on /Login. The screen leaves even if the
 * call fails: this browser has already forgotten the member.
 */
export function useLogOut(): () => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return () => {
    clearStoredAccount();
    queryClient.clear();
    void client
      .POST('/api/account/logout')
      .catch(() => undefined)
      .then(() => window.location.assign('/Login'));
  };
}

/**
 * POST /api/Account/pause or /Unpause (§4 Active ↔ On Hold): settings' Pause Account, and the
 * inbox banner and user menu that unpause. The answered account replaces the loaded one, so every
 * screen shows the new status at once.
 */
export function usePauseAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'pause' | 'unpause') => {
      const { data } =
        action === 'pause'
          ? await client.POST('/api/Account/pause')
          : await client.POST('/api/Account/Unpause');
      if (!data) throw new Error('The account was not answered');
      return data;
    },
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}

/**
 * Keeps the member's language on the account (POST /api/Account/UpdateAccount with the contact
 * fields as they are and `language` changed), so the next sign-in and the emails use it too. The screen has
 * switched already; if the server refuses, the account keeps its language and the switch stays
 * for this visit.
 */
export function useSaveLanguage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ account, language }: { account: Account; language: Locale }) => {
      const { data } = await client.POST('/api/Account/UpdateAccount', {
        body: { ...contactFields(account), language },
      });
      if (data) rememberAccount(queryClient, data);
    },
  });
}

function contactFields(account: Account) {
  const { firstName, lastName, email, phoneNumber, companyName, accountName } = account;
  const { address1, address2, city, postcode, state, country } = account;
  return {
    ...{ firstName, lastName, email, phoneNumber, companyName, accountName },
    ...{ address1, address2, city, postcode, state, country },
  };
}
