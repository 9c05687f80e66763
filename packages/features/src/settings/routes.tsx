import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';

const settingsScreen = () => import('#settings/settings-screen.ts');
const settingsPage = () => settingsScreen().then((screen) => screen.loadSettingsPage());

/**
 * §2 /Members/Account: the settings, with a side menu of its sections. The Account section is
 * /Members/Account itself; every other is /Members/Account/<Section> (§2 names
 * /Members/Account/Verification), so a link, a reload or the browser's back lands on it.
 */
export const settingsRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/Account',
  // The settings' texts and code load with the route, never in the first load of the sign-in page.
  beforeLoad: async ({ context }) => (await settingsScreen()).prepareSettings(context),
  component: lazyRouteComponent(settingsPage, 'SettingsPage'),
  pendingComponent: lazyRouteComponent(settingsPage, 'SettingsPending'),
});

const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  component: lazyRouteComponent(settingsPage, 'SettingsSectionView'),
});

/** A section the brand does not show, or no section at all, is not found. */
const settingsSectionRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '$section',
  beforeLoad: async ({ params }) => (await settingsScreen()).requireSection(params.section),
  component: lazyRouteComponent(settingsPage, 'SettingsSectionView'),
});

export const settingsRoutes = [
  settingsRoute.addChildren([settingsIndexRoute, settingsSectionRoute]),
];
