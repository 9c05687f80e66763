import { PortalApiError } from '@portal/api-client/errors';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '#shared/routing/root-route.ts';
import { storedAccount, type Account } from '#shared/session.ts';

/**
 * What every signed-in screen needs before it shows: the member's account, loaded if missing (no
 * stored auth or a lost session → /Login), and the members' texts, fetched alongside.
 */
export async function requireAccount(
  context: RouterContext & { queryClient: QueryClient },
  location: ParsedLocation,
): Promise<Account> {
  const toLogin = () => redirect({ to: '/Login', search: { redirect: location.href } });
  if (!storedAccount()) throw toLogin();
  try {
    const [account] = await Promise.all([
      import('#shared/api/account.ts').then(({ accountQueryOptions }) =>
        context.queryClient.ensureQueryData(accountQueryOptions(context.client)),
      ),
      context.messages.need('members'),
    ]);
    return account;
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 401) throw toLogin();
    throw error;
  }
}
