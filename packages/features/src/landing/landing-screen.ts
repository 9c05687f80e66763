import type { RouterContext } from '#shared/routing/root-route.ts';
import type { BusinessDetails } from '#shared/public-page-footer.tsx';
import type { Catalogue } from '#landing/api/catalogue.ts';

/**
 * The landing page's way in, the one module of it the route names, so the entry chunk lists none
 * of the page's dependencies (the /Login budget, decision 020).
 */
export const loadLandingPage = () => import('#landing/landing-page.tsx');

/**
 * What `/` needs before it shows: its texts. The plans and locations, and the business details of
 * the footer, are not waited for (the page paints while they arrive); the page's code loads
 * meanwhile.
 */
export async function prepareLanding(context: RouterContext): Promise<{
  catalogue: Promise<Catalogue | null>;
  business: Promise<BusinessDetails | null>;
}> {
  void loadLandingPage();
  const catalogue = import('#landing/api/catalogue.ts').then(({ loadCatalogue }) =>
    loadCatalogue(context.client),
  );
  const business = import('#landing/api/business.ts').then(({ loadBusiness }) =>
    loadBusiness(context.client),
  );
  await context.messages.need('signup');
  return { catalogue, business };
}
