import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';

const settingsScreen = () => import('#settings/settings-screen.ts');

/**
 * §2 /Members/Account: the settings, with a side menu of its sections. The Account section is
 * /Members/Account itself; every other is /Members/Account/<Section> (§2 names
 * /Members/Account/Verification), so a link, a reload or the browser's back lands on it. One route
 * with an optional segment: every route is in the first load of /Login (decision 020).
 */
export const settingsRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/Account/{-$section}',
  beforeLoad: async ({ context, params }) =>
    (await settingsScreen()).prepareSettings(context, params.section),
  component: lazyRouteComponent(
    () => settingsScreen().then((screen) => screen.loadSettingsPage()),
    'SettingsPage',
  ),
});

export const settingsRoutes = [settingsRoute];
