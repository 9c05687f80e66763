import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';

const supportScreen = () => import('#support/support-screen.ts');

/** §2 /Members/Support: the contact form. */
export const supportRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/Support',
  beforeLoad: async ({ context }) => (await supportScreen()).prepareSupport(context),
  component: lazyRouteComponent(
    () => supportScreen().then((screen) => screen.loadSupportPage()),
    'SupportPage',
  ),
});

export const supportRoutes = [supportRoute];
