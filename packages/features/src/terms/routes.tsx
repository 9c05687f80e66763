import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { requireAccount } from '#shared/routing/require-account.ts';

const termsRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/TermsAndConditions',
  beforeLoad: ({ context, location }) => requireAccount(context, location),
  component: lazyRouteComponent(() => import('#terms/components/terms-page.tsx'), 'TermsPage'),
});

export const termsRoutes = [termsRoute];
