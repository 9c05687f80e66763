import { FOLDER, folderFromLink } from '@portal/domain/folders';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { membersRoute } from '#shared/routing/members-route.ts';

const inboxPage = () => import('#inbox/components/inbox-page.tsx');

/** §2 /Members/: the chosen folder (`?folder=`, the inbox when absent) and its items. */
export const inboxRoute = createRoute({
  getParentRoute: () => membersRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): { folder?: number } => ({
    folder: folderFromLink(search.folder),
  }),
  loaderDeps: ({ search }) => ({ folder: search.folder ?? FOLDER.inbox }),
  loader: async ({ context, deps }) => {
    const { mailQueryOptions } = await import('#inbox/api/mail.ts');
    return context.queryClient.ensureQueryData(mailQueryOptions(context.client, deps.folder));
  },
  component: lazyRouteComponent(inboxPage, 'InboxPage'),
  pendingComponent: lazyRouteComponent(inboxPage, 'InboxPending'),
  errorComponent: lazyRouteComponent(inboxPage, 'InboxUnavailable'),
});

export const inboxRoutes = [inboxRoute];
