import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';

const verificationScreen = () => import('#verification/verification-screen.ts');

/** §2 /Members/PhotoVerification: the photo ID wizard. */
export const photoVerificationRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/PhotoVerification',
  beforeLoad: async ({ context }) => (await verificationScreen()).preparePhotoVerification(context),
  loader: async ({ context }) => (await verificationScreen()).loadPhotoVerification(context),
  component: lazyRouteComponent(
    () => verificationScreen().then((screen) => screen.loadPhotoVerificationPage()),
    'PhotoVerificationPage',
  ),
});

export const verificationRoutes = [photoVerificationRoute];
