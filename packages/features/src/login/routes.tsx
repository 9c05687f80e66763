import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { rootRoute } from '#shared/routing/root-route.ts';
import { optionalText } from '#shared/routing/search-params.ts';

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Login',
  validateSearch: (search: Record<string, unknown>): { message?: string; redirect?: string } => ({
    message: optionalText(search.message),
    redirect: optionalText(search.redirect),
  }),
  component: lazyRouteComponent(() => import('#login/components/login-page.tsx'), 'LoginPage'),
});

const loginScreens = () => import('#login/login-screens.ts');

const loginChoiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/LoginChoice',
  component: lazyRouteComponent(
    () => loginScreens().then((screens) => screens.loadLoginChoicePage()),
    'LoginChoicePage',
  ),
});

const loginGuardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/LoginGuard',
  component: lazyRouteComponent(
    () => loginScreens().then((screens) => screens.loadLoginGuardPage()),
    'LoginGuardPage',
  ),
});

const authorisePage = () => loginScreens().then((screens) => screens.loadAuthorisePage());

const authoriseRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/authorise',
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({
    q: optionalText(search.q),
  }),
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context, deps }) => {
    const { loginGuardAuthoriseQueryOptions } = await import('#login/api/authorise.ts');
    return context.queryClient.ensureQueryData(
      loginGuardAuthoriseQueryOptions(context.client, deps.q),
    );
  },
  component: lazyRouteComponent(authorisePage, 'AuthorisePage'),
  pendingComponent: lazyRouteComponent(authorisePage, 'AuthorisePending'),
});

/** The sign-in screens, which load without React Query (DESIGN §7 /Login budget). */
export const loginRoutes = [loginRoute, loginChoiceRoute, loginGuardRoute];

/** The login guard's emailed link, which fetches. */
export const loginDataRoutes = [authoriseRoute];
