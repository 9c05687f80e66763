import { createRoute, notFound } from '@tanstack/react-router';
import { lazy } from 'react';
import { dataRoute } from '#shared/routing/data-route.ts';
import { optionalText } from '#shared/routing/search-params.ts';

// Rendered only behind the build-time flag, so a brand without shared mailrooms drops the page.
const JoinAccountPage = /* @__PURE__ */ lazy(() =>
  import('#join/components/join-account-page.tsx').then((module) => ({
    default: module.JoinAccountPage,
  })),
);

/**
 * /JoinAccount?invitation=: where an invitation to a shared mailroom leads (issue 39); not found on
 * a brand without them (includeTeamUsers). The flag is read as the route loads, not as this module
 * does, so Storybook can switch brands.
 */
const joinAccountRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/JoinAccount',
  validateSearch: (search: Record<string, unknown>): { invitation?: string } => ({
    invitation: optionalText(search.invitation),
  }),
  beforeLoad: () => {
    if (!__BRAND__.includeTeamUsers) throw notFound();
  },
  component: () => (__BRAND__.includeTeamUsers ? <JoinAccountPage /> : null),
});

export const joinRoutes = [joinAccountRoute];
