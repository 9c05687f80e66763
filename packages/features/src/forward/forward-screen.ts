import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { accountQueryOptions } from '#shared/api/account.ts';
import type { RouterContext } from '#shared/routing/root-route.ts';
import { addressesQueryOptions } from '#shared/api/addresses.ts';
import { openWizard } from '#forward/wizard/wizard-storage.ts';

/**
 * The forward wizard's way in, the one module of it the route names: the entry chunk then lists
 * only this module's few dependencies, and the page's many are listed here (the /Login budget).
 */
export const loadForwardPage = () => import('#forward/components/forward-page.tsx');

/**
 * What /Members/Forward needs before it shows: the wizard for the mail handed over (false when
 * there is none to show) and the saved addresses; the page's code loads meanwhile.
 */
export async function prepareForwardWizard(
  context: RouterContext & { queryClient: QueryClient },
  location: ParsedLocation,
): Promise<boolean> {
  void loadForwardPage();
  const account = await context.queryClient.ensureQueryData(accountQueryOptions(context.client));
  if (!openWizard(account, location.state.forwardMailIds)) return false;
  await context.queryClient.ensureQueryData(addressesQueryOptions(context.client));
  return true;
}
