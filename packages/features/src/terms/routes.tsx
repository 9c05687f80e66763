import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { requireAccount } from '#shared/routing/require-account.ts';
import { rootRoute } from '#shared/routing/root-route.ts';

const termsPage = () => import('#terms/terms-screen.ts').then((screen) => screen.loadTermsPage());

const termsRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/TermsAndConditions',
  beforeLoad: ({ context, location }) => {
    void termsPage();
    return requireAccount(context, location);
  },
  component: lazyRouteComponent(termsPage, 'TermsPage'),
});

/** /terms, public: its texts are the members' (the `terms.*` keys the server's version pins). */
const publicTermsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  loader: ({ context }) => context.messages.need('members'),
  component: lazyRouteComponent(
    () => import('#terms/components/public-terms-page.tsx'),
    'PublicTermsPage',
  ),
});

/** The member's acceptance, which fetches. */
export const termsRoutes = [termsRoute];

/** The terms anyone can read, which fetch nothing. */
export const publicTermsRoutes = [publicTermsRoute];
