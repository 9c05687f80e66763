import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { membersRoute } from '#shared/routing/members-route.ts';
import { rootRoute, type RouterContext } from '#shared/routing/root-route.ts';
import { ErrorPage, NotFoundPage, PendingPage } from '#router/router-pages.tsx';
import { forwardRoutes } from '#forward/routes.tsx';
import { inboxRoutes } from '#inbox/routes.tsx';
import { joinRoutes } from '#join/routes.tsx';
import { landingRoutes } from '#landing/routes.tsx';
import { loginDataRoutes, loginRoutes } from '#login/routes.tsx';
import { passwordRoutes } from '#password/routes.tsx';
import { paymentRoutes } from '#payment/routes.tsx';
import { settingsRoutes } from '#settings/routes.tsx';
import { signupDataRoutes, signupRoutes } from '#signup/routes.tsx';
import { supportRoutes } from '#support/routes.tsx';
import { publicTermsRoutes, termsRoutes } from '#terms/routes.tsx';
import { verificationRoutes } from '#verification/routes.tsx';

/**
 * The portal's one router module (DESIGN §4): it composes the features' route subtrees under the
 * shared layouts and registers the router's type. A feature a brand flag hides is left out here
 * (`...(__BRAND__.includeAutoActions ? featureRoutes : [])`), which drops its code from that brand's bundle.
 * Paths match case-insensitively, so the spec's /login and /Login are one route.
 */
const routeTree = rootRoute.addChildren([
  ...landingRoutes,
  ...loginRoutes,
  ...signupRoutes,
  ...publicTermsRoutes,
  dataRoute.addChildren([
    ...loginDataRoutes,
    ...signupDataRoutes,
    ...passwordRoutes,
    ...joinRoutes,
    ...paymentRoutes,
    ...termsRoutes,
    membersRoute.addChildren([
      ...inboxRoutes,
      ...forwardRoutes,
      ...settingsRoutes,
      ...supportRoutes,
      ...verificationRoutes,
    ]),
  ]),
]);

export function createPortalRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    // Hovering or focusing a link starts its screen's code and data.
    defaultPreload: 'intent',
    // React Query decides when data is stale; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
