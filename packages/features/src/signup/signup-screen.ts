import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '#shared/routing/root-route.ts';

/**
 * The signup wizard's way in, the one module of it the route names: the entry chunk lists only this
 * module's few dependencies, and the page's many are listed here (the /Login budget, decision 020).
 */
export const loadSignupPage = () => import('#signup/components/signup-page.tsx');

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
