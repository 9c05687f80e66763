import { FOLDER } from '@portal/domain/folders';
import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from '#shared/routing/root-route.ts';
import { mailViewQueryOptions } from '#inbox/api/mail.ts';

/**
 * The inbox's way in, the one module of it the route names: the entry chunk then lists only this
 * module's few dependencies, and the page's many are listed here (the /Login budget).
 */
export const loadInboxPage = () => import('#inbox/components/inbox-page.tsx');

/**
 * The items of the folder or search the address asks for, while the page's code loads. The Forward
 * Log folder holds forwards, not mail: its view fetches them, with its own spinner.
 */
export async function loadInboxView(
  context: RouterContext & { queryClient: QueryClient },
  { folder, q }: { folder: number; q: string | undefined },
) {
  void loadInboxPage();
  if (!q && folder === FOLDER.forwardLog) return;
  const view = q ? { search: q } : { folderId: folder };
  return context.queryClient.ensureQueryData(mailViewQueryOptions(context.client, view));
}
