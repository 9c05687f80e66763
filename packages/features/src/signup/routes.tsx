import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { rootRoute } from '#shared/routing/root-route.ts';
import { optionalText } from '#shared/routing/search-params.ts';

const emailGuardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/EmailGuard',
  component: lazyRouteComponent(
    () => import('#signup/components/email-guard-page.tsx'),
    'EmailGuardPage',
  ),
});

const signupCompleteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Signup-Complete',
  component: lazyRouteComponent(
    () => import('#signup/components/signup-complete-page.tsx'),
    'SignupCompletePage',
  ),
});

const verifyPage = () => import('#signup/components/verify-page.tsx');

const verifyRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/verify',
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({
    q: optionalText(search.q),
  }),
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context, deps }) => {
    const { emailVerificationQueryOptions } = await import('#signup/api/email-verification.ts');
    return context.queryClient.ensureQueryData(
      emailVerificationQueryOptions(context.client, deps.q),
    );
  },
  component: lazyRouteComponent(verifyPage, 'VerifyPage'),
  pendingComponent: lazyRouteComponent(verifyPage, 'VerifyPending'),
});

/** The signup notices, which fetch nothing. */
export const signupRoutes = [emailGuardRoute, signupCompleteRoute];

/** The email verification link. */
export const signupDataRoutes = [verifyRoute];
