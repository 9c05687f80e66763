import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dataRoute } from '#shared/routing/data-route.ts';
import { requireAccount } from '#shared/routing/require-account.ts';

const paymentRequiredPage = () =>
  import('#payment/payment-screen.ts').then((screen) => screen.loadPaymentRequiredPage());

const paymentRequiredRoute = createRoute({
  getParentRoute: () => dataRoute,
  path: '/PaymentRequired',
  beforeLoad: ({ context, location }) => {
    void paymentRequiredPage();
    return requireAccount(context, location);
  },
  // The monthly charge line shows once the plans arrive; the form does not wait for them.
  loader: async ({ context }) => {
    if (!__BRAND_SHOW_MONTHLY_CHARGE__) return;
    const { plansQueryOptions } = await import('#shared/api/plans.ts');
    void context.queryClient.prefetchQuery(plansQueryOptions(context.client));
  },
  component: lazyRouteComponent(paymentRequiredPage, 'PaymentRequiredPage'),
});

export const paymentRoutes = [paymentRequiredRoute];
