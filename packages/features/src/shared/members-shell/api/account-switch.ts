import { useToast } from '@portal/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useApiClient } from '#shared/api/api-client.ts';
import { requiredAnswer } from '#shared/api/required-answer.ts';
import { storeAccount } from '#shared/session.ts';

/** The key of the accounts the signed-in login opens. */
const MY_ACCOUNTS_KEY = ['myAccounts'] as const;

/**
 * GET /api/Session/Accounts: the other accounts the signed-in login opens (decision 105), for the
 * user menu to offer a switch. Only brands with shared mailrooms ask; elsewhere, and for a login
 * of one account, the list is empty.
 */
export function useOtherAccounts() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: MY_ACCOUNTS_KEY,
    queryFn: () => requiredAnswer(client.GET('/api/Session/Accounts'), 'listMyAccounts'),
    enabled: __BRAND__.includeTeamUsers === true,
    staleTime: 5 * 60_000,
  });
  const accounts = query.data ?? [];
  return accounts.length > 1 ? accounts.filter((account) => !account.current) : [];
}

/**
 * POST /api/Session/Switch: a new session in the other account; everything cached was the old
 * account's, so the cache goes, the new account is stored as a login stores it, and the person
 * lands in its inbox. A failure is said in a toast.
 */
export function useSwitchAccount(): (accountId: number) => void {
  const intl = useIntl();
  const toast = useToast();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const switching = useMutation({
    mutationFn: async (accountId: number) => {
      await requiredAnswer(
        client.POST('/api/Session/Switch', { body: { accountId } }),
        'switchAccount',
      );
      queryClient.clear();
      storeAccount(await requiredAnswer(client.POST('/api/account/GetAccount'), 'getAccount'));
      await router.navigate({ to: '/Members' });
    },
    onError: () => toast(intl.formatMessage({ id: 'inbox.menu.switchFailed' }), { tone: 'error' }),
  });
  return (accountId) => switching.mutate(accountId);
}
