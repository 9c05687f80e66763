import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';

/** §2 /Members/Support: the contact form, with the settings' texts. */
export const supportRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/Support',
  beforeLoad: ({ context }) => context.messages.need('settings'),
  component: lazyRouteComponent(
    () => import('#support/components/support-page.tsx'),
    'SupportPage',
  ),
});

export const supportRoutes = [supportRoute];
