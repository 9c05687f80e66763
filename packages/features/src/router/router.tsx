import { PortalApiError } from '@portal/api-client/errors';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type ParsedLocation,
  type RouterHistory,
} from '@tanstack/react-router';
import type { MessageCatalogs } from '#shared/message-catalogs.ts';
import type { PortalApi } from '#shared/portal-api.ts';
import { accountQueryOptions } from '#shared/account-query.ts';
import { storedAccount, type Account } from '#shared/session.ts';
import { gateFor } from '#router/route-guard.ts';
import { ErrorPage, NotFoundPage, PendingPage } from '#router/router-pages.tsx';

/**
 * The portal's one router module (DESIGN §4): every route of §2 is assembled here, each screen in
 * its own chunk. Paths match case-insensitively, so the spec's /login and /Login are one route.
 * Screens that fetch sit under the `data` layout, which brings React Query; the sign-in screens
 * do without it, which keeps /Login's first load small (DESIGN §7).
 */

export interface RouterContext {
  api: PortalApi;
  /** The app's one query cache, created on first use. */
  loadQueryClient: () => Promise<QueryClient>;
  /** The texts shown; the sign-in screens' area is loaded from the start, others on demand. */
  messages: Pick<MessageCatalogs, 'need'>;
}

type Search = Record<string, unknown>;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

/**
 * What every signed-in screen needs before it shows: the member's account, loaded if missing (no
 * stored auth or a lost session → /Login), and the members' texts, fetched alongside.
 */
async function requireAccount(
  context: RouterContext & { queryClient: QueryClient },
  location: ParsedLocation,
): Promise<Account> {
  const toLogin = () => redirect({ to: '/Login', search: { redirect: location.href } });
  if (!storedAccount()) throw toLogin();
  try {
    const [account] = await Promise.all([
      context.queryClient.ensureQueryData(accountQueryOptions(context.api.client)),
      context.messages.need('members'),
    ]);
    return account;
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 401) throw toLogin();
    throw error;
  }
}

const dataRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'data',
  beforeLoad: async ({ context }) => ({ queryClient: await context.loadQueryClient() }),
  component: lazyRouteComponent(() => import('#router/data-layout.tsx'), 'DataLayout'),
});

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('#landing/landing-page.tsx'), 'LandingPage'),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Login',
  validateSearch: (search: Search): { message?: string; redirect?: string } => ({
    message: text(search.message),
    redirect: text(search.redirect),
  }),
  component: lazyRouteComponent(() => import('#login/components/login-page.tsx'), 'LoginPage'),
});

const loginChoiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/LoginChoice',
  component: lazyRouteComponent(
    () => import('#login/components/login-choice-page.tsx'),
    'LoginChoicePage',
  ),
});

const loginGuardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/LoginGuard',
  component: lazyRouteComponent(
    () => import('#login/components/login-guard-page.tsx'),
    'LoginGuardPage',
  ),
});

const authoriseRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/authorise',
  validateSearch: (search: Search): { q?: string } => ({ q: text(search.q) }),
  component: lazyRouteComponent(
    () => import('#login/components/authorise-page.tsx'),
    'AuthorisePage',
  ),
});

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
  validateSearch: (search: Search): { reset?: string; email?: string } => ({
    reset: text(search.reset),
    email: text(search.email),
  }),
  component: lazyRouteComponent(
    () => import('#password/components/reset-password-page.tsx'),
    'ResetPasswordPage',
  ),
});

const verifyRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/verify',
  validateSearch: (search: Search): { q?: string } => ({ q: text(search.q) }),
  component: lazyRouteComponent(() => import('#signup/components/verify-page.tsx'), 'VerifyPage'),
});

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

const paymentRequiredRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/PaymentRequired',
  beforeLoad: ({ context, location }) => requireAccount(context, location),
  component: lazyRouteComponent(
    () => import('#payment/components/payment-required-page.tsx'),
    'PaymentRequiredPage',
  ),
});

const termsRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/TermsAndConditions',
  beforeLoad: ({ context, location }) => requireAccount(context, location),
  component: lazyRouteComponent(() => import('#terms/components/terms-page.tsx'), 'TermsPage'),
});

/** §2 route guard for every /Members page: a loaded account with active payment and signed terms. */
const membersRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/Members',
  beforeLoad: async ({ context, location }) => {
    const gate = gateFor(await requireAccount(context, location));
    if (gate) throw redirect({ to: gate });
  },
  component: Outlet,
});

const inboxRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/',
  component: lazyRouteComponent(() => import('#inbox/components/members-page.tsx'), 'MembersPage'),
});

const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  loginChoiceRoute,
  loginGuardRoute,
  emailGuardRoute,
  signupCompleteRoute,
  dataRoute.addChildren([
    authoriseRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
    verifyRoute,
    paymentRequiredRoute,
    termsRoute,
    membersRoute.addChildren([inboxRoute]),
  ]),
]);

export function createPortalRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
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
