import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { optionalText } from '#shared/routing/search-params.ts';

const forgotPasswordRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/ForgotPassword',
  component: lazyRouteComponent(
    () => import('#password/components/forgot-password-page.tsx'),
    'ForgotPasswordPage',
  ),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/ResetPassword',
  validateSearch: (search: Record<string, unknown>): { reset?: string; email?: string } => ({
    reset: optionalText(search.reset),
    email: optionalText(search.email),
  }),
  component: lazyRouteComponent(
    () => import('#password/components/reset-password-page.tsx'),
    'ResetPasswordPage',
  ),
});

export const passwordRoutes = [forgotPasswordRoute, resetPasswordRoute];
