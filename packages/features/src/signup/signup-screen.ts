import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '#shared/routing/root-route.ts';

/**
 * The way in to the signup wizard and the email link, the one module of them the routes name: the
 * entry chunk lists none of the pages' dependencies; they are listed here (the /Login budget,
 * decision 020).
 */
export const loadSignupPage = () => import('#signup/components/signup-page.tsx');
export const loadVerifyPage = () => import('#signup/components/verify-page.tsx');

/**
 * What /signup needs before it shows: the signup texts and the members' (the card form's); the
 * page's code loads meanwhile, and the plans and locations of the later steps start loading.
 */
export async function prepareSignup(
  context: RouterContext & { queryClient: QueryClient },
): Promise<void> {
  void loadSignupPage();
  void prefetchCatalogue(context);
  await Promise.all([context.messages.need('signup'), context.messages.need('members')]);
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
