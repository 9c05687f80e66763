import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import type { Folder } from '#shared/api/folders.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export { foldersQueryOptions, useFolders, type Folder } from '#shared/api/folders.ts';
export type FolderCount = Schema<'FolderCount'>;

/** GET /api/mail/FolderCounts: items and unread items per folder; refreshed after every action. */
export function folderCountsQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.folderCounts(),
    queryFn: async () => (await client.GET('/api/mail/FolderCounts')).data ?? [],
  };
}

export function useFolderCounts(): ReadonlyMap<number, FolderCount> {
  const { data } = useQuery(folderCountsQueryOptions(useApiClient()));
  return new Map((data ?? []).map((count) => [count.folderId, count]));
}

/** Where the ids of folders shown before the server has made them start: far below FOLDER's. */
const FIRST_PENDING_ID = -1_000_000;
let pendingFolders = 0;

/** A folder on screen the server has not made yet: it cannot be opened, filed into or deleted. */
export const isPendingFolder = (folderId: number) => folderId <= FIRST_PENDING_ID;

/** Marks the changes to the folder list, so one that settles can tell whether others still run. */
const FOLDER_LIST_CHANGE = ['folder-list-change'];

/** A change to the folder list as shown: the list it makes, and how to take back only that change. */
interface FolderListChange {
  folders: Folder[];
  undo: (folders: Folder[]) => Folder[];
}

/**
 * Changes the folder list on screen at once (`onMutate`), takes back only its own change when the
 * server refuses (`onError`: another change still running keeps its entry), and reads the folders
 * and their counts again once the last of the member's folder changes has settled (`onSettled`):
 * reading them while another runs would drop that one's entry.
 */
function useFolderListMutation<Variables, Answer>({
  mutationFn,
  change,
  movesMail,
}: {
  mutationFn: (variables: Variables) => Promise<Answer>;
  change: (folders: Folder[], variables: Variables) => FolderListChange;
  /** The change files mail elsewhere, so every folder's items are read again too. */
  movesMail: boolean;
}) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.folders();
  return useMutation<Answer, Error, Variables, { undo: FolderListChange['undo'] } | undefined>({
    mutationKey: FOLDER_LIST_CHANGE,
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey });
      const shown = queryClient.getQueryData<Folder[]>(queryKey);
      if (!shown) return undefined;
      const { folders, undo } = change(shown, variables);
      queryClient.setQueryData<Folder[]>(queryKey, folders);
      return { undo };
    },
    onError: (_error, _variables, context) => {
      if (context)
        queryClient.setQueryData<Folder[]>(queryKey, (shown) => shown && context.undo(shown));
    },
    onSettled: () => {
      if (movesMail) void queryClient.invalidateQueries({ queryKey: queryKeys.mail() });
      if (queryClient.isMutating({ mutationKey: FOLDER_LIST_CHANGE }) > 1) return;
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.folderCounts() });
    },
  });
}

/** POST /api/Folder?folderName=: the new folder joins the sidebar at once, under its own name. */
export function useCreateFolder() {
  const client = useApiClient();
  return useFolderListMutation({
    mutationFn: async (folderName: string) =>
      (await client.POST('/api/Folder', { params: { query: { folderName } } })).data,
    change: (folders, name) => {
      const folderId = FIRST_PENDING_ID - ++pendingFolders;
      return {
        folders: [...folders, { folderId, name }],
        undo: (shown) => shown.filter((folder) => folder.folderId !== folderId),
      };
    },
    movesMail: false,
  });
}

/** DELETE /api/Folder?folderId=: the folder leaves the sidebar at once; its mail goes back to the Inbox. */
export function useDeleteFolder() {
  const client = useApiClient();
  return useFolderListMutation({
    mutationFn: async (folderId: number) => {
      await client.DELETE('/api/Folder', { params: { query: { folderId } } });
    },
    change: (folders, folderId) => {
      const at = folders.findIndex((folder) => folder.folderId === folderId);
      const deleted = folders[at];
      return {
        folders: folders.filter((folder) => folder.folderId !== folderId),
        undo: (shown) =>
          !deleted || shown.some((folder) => folder.folderId === folderId)
            ? shown
            : [...shown.slice(0, at), deleted, ...shown.slice(at)],
      };
    },
    movesMail: true,
  });
}
