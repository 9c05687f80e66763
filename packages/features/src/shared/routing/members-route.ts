import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { requireAccount } from '#shared/routing/require-account.ts';
import { gateFor } from '#shared/routing/route-guard.ts';

const shell = () => import('#shared/members-shell/members-shell-screen.ts');

/**
 * The layout of every /Members screen: the §2 route guard (a loaded account with active payment
 * and signed terms), then the members' shell — top bar, alert banner, user menu, sidebar slot.
 */
export const membersRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/Members',
  beforeLoad: async ({ context, location }) => {
    void shell().then((screen) => screen.loadMembersLayout());
    const gate = gateFor(await requireAccount(context, location));
    if (gate) throw redirect({ to: gate });
  },
  // The banner shows alerts once they arrive; the screen does not wait for them.
  loader: async ({ context }) => {
    const { alertsQueryOptions } = await import('#shared/api/alerts.ts');
    void context.queryClient.prefetchQuery(alertsQueryOptions(context.client));
  },
  component: lazyRouteComponent(
    () => shell().then((screen) => screen.loadMembersLayout()),
    'MembersLayout',
  ),
  notFoundComponent: lazyRouteComponent(
    () => shell().then((screen) => screen.loadMembersNotFound()),
    'MembersNotFound',
  ),
});
