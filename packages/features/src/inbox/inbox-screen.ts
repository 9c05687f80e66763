import { FOLDER } from '@portal/domain/folders';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '#shared/routing/root-route.ts';
import { alertsQueryOptions } from '#shared/api/alerts.ts';
import { plansQueryOptions } from '#shared/api/plans.ts';
import { actionRequiredQueryOptions } from '#inbox/api/action-required.ts';
import { folderCountsQueryOptions, foldersQueryOptions } from '#inbox/api/folders.ts';
import { firstMailPage, mailViewQueryOptions } from '#inbox/api/mail.ts';

/**
 * The inbox's way in, the one module of it the route names: the entry chunk then lists only this
 * module's few dependencies, and the page's many are listed here (the /Login budget).
 */
export const loadInboxPage = () => import('#inbox/components/inbox-page.tsx');

/** Action Required's page (issue 38), from the same way in. */
export const loadActionRequiredPage = () => import('#inbox/components/action-required-page.tsx');

/**
 * Action Required's groups and the sidebar's folders, read while the page's code loads. The page
 * waits for the sidebar only: its groups show their own spinner until they arrive.
 */
export async function loadActionRequired(context: RouterContext & { queryClient: QueryClient }) {
  void loadActionRequiredPage();
  const { client, queryClient } = context;
  void queryClient.prefetchQuery(actionRequiredQueryOptions(client));
  await Promise.all([
    queryClient.prefetchQuery(foldersQueryOptions(client)),
    queryClient.prefetchQuery(folderCountsQueryOptions(client)),
  ]);
}

/**
 * The first page of the folder or search the address asks for, while the page's code loads, and with
 * them everything else the page's first screen shows: the folders, their counts, the plan (the
 * toolbar's prices) and the shell's alerts. Fetched side by side, they arrive as one render instead
 * of a render per answer, and a late alert banner or folder list no longer pushes the list down
 * after it is drawn (decision 046). A failed one of these leaves its part empty, as before. The
 * Forward Log folder holds forwards, not mail: its view fetches them, with its own spinner.
 */
export async function loadInboxView(
  context: RouterContext & { queryClient: QueryClient },
  { folder, q }: { folder: number; q: string | undefined },
) {
  void loadInboxPage();
  const { client, queryClient } = context;
  const firstScreen = Promise.all([
    queryClient.prefetchQuery(alertsQueryOptions(client)),
    queryClient.prefetchQuery(foldersQueryOptions(client)),
    queryClient.prefetchQuery(folderCountsQueryOptions(client)),
    queryClient.prefetchQuery(plansQueryOptions(client)),
  ]);
  if (!q && folder === FOLDER.forwardLog) {
    await firstScreen;
    return;
  }
  const view = q ? { search: q } : { folderId: folder };
  await Promise.all([firstMailPage(queryClient, mailViewQueryOptions(client, view)), firstScreen]);
}
