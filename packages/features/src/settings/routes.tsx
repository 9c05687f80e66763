import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';

const settingsScreen = () => import('#settings/settings-screen.ts');

/**
 * §2 /Members/Account: the settings, with a side menu of its sections. The Account section is
 * /Members/Account itself; every other is /Members/Account/<Section> (§2 names
 * /Members/Account/Verification), so a link, a reload or the browser's back lands on it; one the
 * brand does not show is not found, inside the members' shell. One route with an optional
 * segment: every route is in the first load of /Login (decision 026).
 */
export const settingsRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/Account/{-$section}',
  beforeLoad: async ({ context }) => (await settingsScreen()).prepareSettings(context),
  component: lazyRouteComponent(
    () => settingsScreen().then((screen) => screen.loadSettingsPage()),
    'SettingsPage',
  ),
});

export const settingsRoutes = [settingsRoute];
