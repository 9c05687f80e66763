import type { MailView } from '@portal/domain/mail-list';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { foldersQueryOptions } from '#inbox/api/folders.ts';
import { labelsQueryOptions } from '#inbox/api/labels.ts';
import { fetchWholeMailView } from '#inbox/api/mail.ts';

/**
 * What an export of a view reads afresh (issue 38): every item of the folder or search, and the
 * member's labels and folders, to name each item's. Rejects if any of it fails.
 */
export function useFetchMailExport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (view: MailView) => {
    const [items, labels, folders] = await Promise.all([
      fetchWholeMailView(client, view),
      queryClient.fetchQuery(labelsQueryOptions(client)),
      queryClient.fetchQuery(foldersQueryOptions(client)),
    ]);
    return { items, labels, folders };
  };
}
