import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '#shared/routing/root-route.ts';

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('#landing/landing-page.tsx'), 'LandingPage'),
});

export const landingRoutes = [landingRoute];
