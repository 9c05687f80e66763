import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { optionalText } from '#shared/routing/search-params.ts';

/** /JoinAccount?invitation=: where an invitation email to a shared mailroom leads (issue 39). */
const joinAccountRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/JoinAccount',
  validateSearch: (search: Record<string, unknown>): { invitation?: string } => ({
    invitation: optionalText(search.invitation),
  }),
  component: lazyRouteComponent(
    () => import('#join/components/join-account-page.tsx'),
    'JoinAccountPage',
  ),
});

export const joinRoutes = [joinAccountRoute];
