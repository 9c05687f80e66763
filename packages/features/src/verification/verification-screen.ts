import type { QueryClient } from '@tanstack/react-query';
import { verificationQueryOptions } from '#shared/api/verification.ts';
import type { RouterContext } from '#shared/routing/root-route.ts';
import { selfieCodeQueryOptions } from '#verification/api/photo-upload.ts';

/**
 * The photo wizard's way in, the one module of it the route names: the entry chunk then lists
 * only this module, and the page's dependencies are listed here (decision 020).
 */
export const loadPhotoVerificationPage = () =>
  import('#verification/components/photo-verification-page.tsx');

/** The page's code starts loading while its texts (the settings' area) arrive. */
export async function preparePhotoVerification(context: RouterContext): Promise<void> {
  void loadPhotoVerificationPage();
  await context.messages.need('settings');
}

/** The verification state and the selfie code, with the page's code. */
export async function loadPhotoVerification({
  queryClient,
  client,
}: RouterContext & { queryClient: QueryClient }) {
  await Promise.all([
    queryClient.ensureQueryData(verificationQueryOptions(client)),
    queryClient.ensureQueryData(selfieCodeQueryOptions(client)),
  ]);
}
