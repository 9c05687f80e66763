import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { requireAccount } from '#shared/routing/require-account.ts';
import { rootRoute, type RouterContext } from '#shared/routing/root-route.ts';
import { optionalText } from '#shared/routing/search-params.ts';

export interface SignupSearch {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** §2: the link skips the card step and completes the registration without one. */
  noCreditCard?: boolean;
}

const signupScreen = () => import('#signup/signup-screen.ts');
const signupPage = () => signupScreen().then((screen) => screen.loadSignupPage());

/**
 * §2 /signup: the wizard, prefilled from the link's firstName, lastName and email; a signed-in
 * member's unfinished signup resumes at the server's step.
 */
const signupRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/signup',
  validateSearch: (search: Record<string, unknown>): SignupSearch => ({
    firstName: optionalText(search.firstName),
    lastName: optionalText(search.lastName),
    email: optionalText(search.email),
    // `?noCreditCard` arrives as an empty string, `?noCreditCard=true` as true.
    noCreditCard: ['', true, 'true'].includes(search.noCreditCard as string) || undefined,
  }),
  beforeLoad: async ({ context }) => ({
    signupStart: await (await signupScreen()).prepareSignup(context),
  }),
  component: lazyRouteComponent(signupPage, 'SignupPage'),
});

/** The notices' texts are the newcomers' (the `signup` catalog area). */
const needSignupTexts = ({ context }: { context: RouterContext }) =>
  context.messages.need('signup');

const emailGuardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/EmailGuard',
  loader: needSignupTexts,
  component: lazyRouteComponent(
    () => import('#signup/components/email-guard-page.tsx'),
    'EmailGuardPage',
  ),
});

/** The thank-you page shows the new member's address, so it needs their account. */
const signupCompleteRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/Signup-Complete',
  beforeLoad: ({ context, location }) => requireAccount(context, location),
  loader: needSignupTexts,
  component: lazyRouteComponent(
    () => import('#signup/components/signup-complete-page.tsx'),
    'SignupCompletePage',
  ),
});

const verifyPage = () => signupScreen().then((screen) => screen.loadVerifyPage());

const verifyRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/verify',
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({
    q: optionalText(search.q),
  }),
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context, deps }) => (await signupScreen()).submitEmailLink(context, deps.q),
  component: lazyRouteComponent(verifyPage, 'VerifyPage'),
  pendingComponent: lazyRouteComponent(verifyPage, 'VerifyPending'),
});

/** The signup notice, which fetches nothing. */
export const signupRoutes = [emailGuardRoute];

/** The signup wizard, its thank-you page and the email verification link. */
export const signupDataRoutes = [signupRoute, signupCompleteRoute, verifyRoute];
