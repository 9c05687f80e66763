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

/** POST /api/Folder?folderName=: the new folder joins the sidebar when the server has made it. */
export function useCreateFolder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (folderName: string) =>
      (await client.POST('/api/Folder', { params: { query: { folderName } } })).data,
    onSuccess: () => refreshFolders(queryClient),
  });
}

/** DELETE /api/Folder?folderId=: its mail goes back to the Inbox. */
export function useDeleteFolder() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (folderId: number) => {
      await client.DELETE('/api/Folder', { params: { query: { folderId } } });
    },
    onSuccess: () => refreshFolders(queryClient, { mail: true }),
  });
}

/** After a change: the folder list and counts, and (when mail moved) every folder's items. */
export function refreshFolders(
  queryClient: ReturnType<typeof useQueryClient>,
  { mail = false } = {},
) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.folders() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.folderCounts() });
  if (mail) void queryClient.invalidateQueries({ queryKey: queryKeys.mail() });
}
