import { FOLDER, folderFromLink } from '@portal/domain/folders';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';
import { optionalText } from '#shared/routing/search-params.ts';
import { MAIL_SORTS, type InboxSearch } from '#inbox/inbox-search.ts';

const inboxScreen = () => import('#inbox/inbox-screen.ts');
const inboxPage = () => inboxScreen().then((screen) => screen.loadInboxPage());

/**
 * §2 /Members/: a folder (`?folder=`, the inbox when absent) or a search (`?q=`), and its items;
 * `?open=` opens one of them.
 */
export const inboxRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): InboxSearch => {
    const q = optionalText(search.q)?.trim().slice(0, 100);
    const sort = MAIL_SORTS.find((each) => each === search.sort);
    const open = Number(search.open);
    return {
      folder: folderFromLink(search.folder),
      q: q || undefined,
      sort: sort === 'date' ? undefined : sort,
      open: Number.isSafeInteger(open) && open > 0 ? open : undefined,
    };
  },
  loaderDeps: ({ search }) => ({ folder: search.folder ?? FOLDER.inbox, q: search.q }),
  loader: async ({ context, deps }) => (await inboxScreen()).loadInboxView(context, deps),
  component: lazyRouteComponent(inboxPage, 'InboxPage'),
  pendingComponent: lazyRouteComponent(inboxPage, 'InboxPending'),
  errorComponent: lazyRouteComponent(inboxPage, 'InboxUnavailable'),
});

/** Action Required (issue 38, decision 103): what needs the member now, in five groups. */
export const actionRequiredRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/ActionRequired',
  loader: async ({ context }) => (await inboxScreen()).loadActionRequired(context),
  component: lazyRouteComponent(
    () => inboxScreen().then((screen) => screen.loadActionRequiredPage()),
    'ActionRequiredPage',
  ),
});

export const inboxRoutes = [inboxRoute, actionRequiredRoute];
