import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type Folder = Schema<'Folder'>;
export type FolderCount = Schema<'FolderCount'>;

/** GET /api/Folder: the member's own folders. */
export function foldersQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.folders(),
    queryFn: async () => (await client.GET('/api/Folder')).data ?? [],
  };
}

export function useFolders() {
  return useQuery(foldersQueryOptions(useApiClient()));
}

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

/** The id a new folder shows under until the server has made it: no folder's, and takes no mail. */
const NEW_FOLDER_ID = 0;

/**
 * Changes the folder list on screen at once (`onMutate`), puts it back when the server refuses
 * (`onError`), and reads the folders and their counts again either way (`onSettled`).
 */
function useFolderListMutation<Variables, Answer>({
  mutationFn,
  expected,
  movesMail,
}: {
  mutationFn: (variables: Variables) => Promise<Answer>;
  expected: (folders: Folder[], variables: Variables) => Folder[];
  /** The change files mail elsewhere, so every folder's items are read again too. */
  movesMail: boolean;
}) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.folders();
  return useMutation<Answer, Error, Variables, { folders: Folder[] | undefined }>({
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey });
      const folders = queryClient.getQueryData<Folder[]>(queryKey);
      queryClient.setQueryData<Folder[]>(queryKey, (shown) => shown && expected(shown, variables));
      return { folders };
    },
    onError: (_error, _variables, before) => queryClient.setQueryData(queryKey, before?.folders),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.folderCounts() });
      if (movesMail) void queryClient.invalidateQueries({ queryKey: queryKeys.mail() });
    },
  });
}

/** POST /api/Folder?folderName=: the new folder joins the sidebar at once, under its own name. */
export function useCreateFolder() {
  const client = useApiClient();
  return useFolderListMutation({
    mutationFn: async (folderName: string) =>
      (await client.POST('/api/Folder', { params: { query: { folderName } } })).data,
    expected: (folders, name) => [...folders, { folderId: NEW_FOLDER_ID, name }],
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
    expected: (folders, folderId) => folders.filter((folder) => folder.folderId !== folderId),
    movesMail: true,
  });
}
