import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { optionalText } from '#shared/routing/search-params.ts';

const passwordScreen = () => import('#password/password-screen.ts');

const forgotPasswordRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/ForgotPassword',
  component: lazyRouteComponent(
    () => passwordScreen().then((screen) => screen.loadForgotPasswordPage()),
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
    () => passwordScreen().then((screen) => screen.loadResetPasswordPage()),
    'ResetPasswordPage',
  ),
});

const undoEmailChangeRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/UndoEmailChange',
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({
    q: optionalText(search.q),
  }),
  component: lazyRouteComponent(
    () => passwordScreen().then((screen) => screen.loadUndoEmailChangePage()),
    'UndoEmailChangePage',
  ),
});

export const passwordRoutes = [forgotPasswordRoute, resetPasswordRoute, undoEmailChangeRoute];
