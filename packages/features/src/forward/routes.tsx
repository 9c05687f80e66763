import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';
import '#shared/routing/forward-handoff.ts';

const forwardPage = () => import('#forward/components/forward-page.tsx');

export interface ForwardSearch {
  /** The wizard's history entry: 0 for the address step, one more for each step reached. */
  step?: number;
}

/**
 * §2 /Members/Forward: the forward wizard for the mail the inbox handed over (history state), or
 * the one this tab was in; with neither, back to the inbox.
 */
export const forwardRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/Forward',
  validateSearch: (search: Record<string, unknown>): ForwardSearch => {
    const step = Number(search.step);
    return { step: Number.isInteger(step) && step > 0 && step < 10 ? step : undefined };
  },
  // The wizard's code loads with the route, never in the first load of the sign-in page.
  beforeLoad: async ({ context, location }) => {
    const [{ accountQueryOptions }, { openWizard }] = await Promise.all([
      import('#shared/api/account.ts'),
      import('#forward/state/wizard-storage.ts'),
    ]);
    const account = await context.queryClient.ensureQueryData(accountQueryOptions(context.client));
    if (!openWizard(account, location.state.forwardMailIds)) throw redirect({ to: '/Members' });
  },
  loader: async ({ context }) => {
    const { addressesQueryOptions } = await import('#forward/api/addresses.ts');
    await context.queryClient.ensureQueryData(addressesQueryOptions(context.client));
  },
  component: lazyRouteComponent(forwardPage, 'ForwardPage'),
  pendingComponent: lazyRouteComponent(forwardPage, 'ForwardPending'),
});

export const forwardRoutes = [forwardRoute];
