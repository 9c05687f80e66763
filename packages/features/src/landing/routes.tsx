import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '#shared/routing/root-route.ts';

const landingScreen = () => import('#landing/landing-screen.ts');

/** §2 `/`: the landing page, which paints while the plans and locations arrive. */
const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: async ({ context }) => (await landingScreen()).prepareLanding(context),
  component: lazyRouteComponent(
    () => landingScreen().then((screen) => screen.loadLandingPage()),
    'LandingPage',
  ),
});

export const landingRoutes = [landingRoute];
