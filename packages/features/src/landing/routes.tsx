import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '#shared/routing/root-route.ts';

/**
 * §2 `/`: the landing page. Its texts load before it shows; the plans and locations are not
 * waited for, so the page paints while they arrive.
 */
const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: async ({ context }) => {
    const catalogue = import('#landing/api/catalogue.ts').then(({ loadCatalogue }) =>
      loadCatalogue(context.client),
    );
    await context.messages.need('signup');
    return { catalogue };
  },
  component: lazyRouteComponent(() => import('#landing/landing-page.tsx'), 'LandingPage'),
});

export const landingRoutes = [landingRoute];
