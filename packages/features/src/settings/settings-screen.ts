import { settingsSectionFromLink } from '@portal/domain/settings-sections';
import { notFound } from '@tanstack/react-router';
import type { RouterContext } from '#shared/routing/root-route.ts';
import { sectionFlags } from '#settings/section-flags.ts';

/**
 * The settings' way in, the one module of them the routes name: the entry chunk then lists only
 * this module's few dependencies, and the sections' many are listed here (decision 020).
 */
export const loadSettingsPage = () => import('#settings/components/settings-page.tsx');

/** Starts the page's code and waits for the settings' texts. */
export async function prepareSettings(context: RouterContext): Promise<void> {
  void loadSettingsPage();
  await context.messages.need('settings');
}

/** /Members/Account/<Section> names a section this brand shows, or the address is not found. */
export function requireSection(segment: string): void {
  if (!segment || !settingsSectionFromLink(segment, sectionFlags())) throw notFound();
}
