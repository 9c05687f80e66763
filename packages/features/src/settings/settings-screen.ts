import type { RouterContext } from '#shared/routing/root-route.ts';

/**
 * The settings' way in, the one module of them the route names: the entry chunk then lists only
 * this module's few dependencies, and the sections' many are listed here (decision 020).
 */
export const loadSettingsPage = () => import('#settings/components/settings-page.tsx');

/** Before a section shows: the page's code starts loading while the settings' texts arrive. */
export async function prepareSettings(context: RouterContext): Promise<void> {
  void loadSettingsPage();
  await context.messages.need('settings');
}
