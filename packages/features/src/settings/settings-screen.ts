import { settingsSectionFromLink } from '@portal/domain/settings-sections';
import { notFound } from '@tanstack/react-router';
import type { RouterContext } from '#shared/routing/root-route.ts';
import { sectionFlags } from '#settings/section-flags.ts';

/**
 * The settings' way in, the one module of them the route names: the entry chunk then lists only
 * this module's few dependencies, and the sections' many are listed here (decision 020).
 */
export const loadSettingsPage = () => import('#settings/components/settings-page.tsx');

/**
 * Before a section shows: its address names a section this brand shows (else the address is not
 * found), the page's code starts loading, and the settings' texts arrive.
 */
export async function prepareSettings(
  context: RouterContext,
  segment: string | undefined,
): Promise<void> {
  if (!settingsSectionFromLink(segment, sectionFlags())) throw notFound();
  void loadSettingsPage();
  await context.messages.need('settings');
}
