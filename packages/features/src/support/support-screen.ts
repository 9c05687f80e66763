import type { RouterContext } from '#shared/routing/root-route.ts';

/**
 * The support page's way in, the one module of it the route names: the entry chunk then lists
 * only this module, and the page's many dependencies are listed here (decision 020).
 */
export const loadSupportPage = () => import('#support/components/support-page.tsx');

/** The page's code starts loading while its texts (the settings' area) arrive. */
export async function prepareSupport(context: RouterContext): Promise<void> {
  void loadSupportPage();
  await context.messages.need('settings');
}
