import type { SignupProgressStep } from '@portal/domain/signup-wizard';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '#shared/routing/root-route.ts';
import { storedAccount, type Account } from '#shared/session.ts';

/**
 * The way in to the signup wizard and the email link, the one module of them the routes name: the
 * entry chunk lists none of the pages' dependencies; they are listed here (the /Login budget,
 * decision 020).
 */
export const loadSignupPage = () => import('#signup/components/signup-page.tsx');
export const loadVerifyPage = () => import('#signup/components/verify-page.tsx');

/** Where /signup starts: a new signup, or the step the server says a signed-in member's stopped at. */
export interface SignupStart {
  /** Undefined when nobody is signed in (a new signup). */
  serverStep: SignupProgressStep | undefined;
  userCode: string | undefined;
}

/**
 * What /signup needs before it shows: the signup texts and the members' (the card form's), and,
 * when someone is signed in, their account, whose `signupStep` says where the wizard resumes (a
 * complete registration goes to the inbox instead); the page's code loads meanwhile, and the plans
 * and locations of the later steps start loading.
 */
export async function prepareSignup(
  context: RouterContext & { queryClient: QueryClient },
): Promise<SignupStart> {
  void loadSignupPage();
  void prefetchCatalogue(context);
  const [account] = await Promise.all([
    signedInAccount(context),
    context.messages.need('signup'),
    context.messages.need('members'),
  ]);
  if (account?.signupStep === null) throw redirect({ to: '/Members' });
  return { serverStep: account?.signupStep, userCode: account?.userCode };
}

/**
 * The signed-in member's account, or null when this browser has no stored auth; a session that
 * has ended answers 401, which sends the browser to log in like any screen (§6).
 */
async function signedInAccount(
  context: RouterContext & { queryClient: QueryClient },
): Promise<Account | null> {
  if (!storedAccount()) return null;
  const { accountQueryOptions } = await import('#shared/api/account.ts');
  return context.queryClient.ensureQueryData(accountQueryOptions(context.client));
}

/** The plans and locations of the later steps, imported here so the entry does not list them. */
async function prefetchCatalogue(context: RouterContext & { queryClient: QueryClient }) {
  const [{ plansQueryOptions }, { locationsQueryOptions }] = await Promise.all([
    import('#shared/api/plans.ts'),
    import('#signup/api/locations.ts'),
  ]);
  void context.queryClient.prefetchQuery(plansQueryOptions(context.client));
  void context.queryClient.prefetchQuery(locationsQueryOptions(context.client));
}

/**
 * What /verify?q= needs before it shows: whether the emailed link confirmed the address, and the
 * texts of the answer (the pending page's are in the sign-in catalog).
 */
export async function submitEmailLink(
  context: RouterContext & { queryClient: QueryClient },
  q: string | undefined,
): Promise<boolean> {
  void loadVerifyPage();
  const [{ emailVerificationQueryOptions }] = await Promise.all([
    import('#signup/api/email-verification.ts'),
    context.messages.need('signup'),
  ]);
  return context.queryClient.ensureQueryData(emailVerificationQueryOptions(context.client, q));
}
