import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { requireAccount } from '#shared/routing/require-account.ts';

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

export const termsRoutes = [termsRoute];
