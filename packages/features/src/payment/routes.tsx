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
  // The plans give the default top-up its plan minimum (§9) and the monthly charge line its fee.
  loader: async ({ context }) => {
    const { plansQueryOptions } = await import('#shared/api/plans.ts');
    void context.queryClient.prefetchQuery(plansQueryOptions(context.client));
  },
  component: lazyRouteComponent(paymentRequiredPage, 'PaymentRequiredPage'),
});

export const paymentRoutes = [paymentRequiredRoute];
