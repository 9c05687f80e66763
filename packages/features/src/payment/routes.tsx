import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { requireAccount } from '#shared/routing/require-account.ts';

const paymentRequiredRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/PaymentRequired',
  beforeLoad: ({ context, location }) => requireAccount(context, location),
  // The monthly charge line shows once the plans arrive; the form does not wait for them.
  loader: async ({ context }) => {
    if (!__BRAND_SHOW_MONTHLY_CHARGE__) return;
    const { plansQueryOptions } = await import('#shared/api/plans.ts');
    void context.queryClient.prefetchQuery(plansQueryOptions(context.client));
  },
  component: lazyRouteComponent(
    () => import('#payment/components/payment-required-page.tsx'),
    'PaymentRequiredPage',
  ),
});

export const paymentRoutes = [paymentRequiredRoute];
