import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import type { MailView } from '@portal/domain/mail-list';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type MailItem = Schema<'MailItem'>;

/**
 * The list a view shows: GET /api/Mail?folder= for a folder (the whole folder: the contract does
 * not page, and 10,000 items are 1.75 MB of JSON, 155 kB gzipped — decision 019), GET
 * /api/mail/search?query= for a search.
 */
export function mailViewQueryOptions(
  client: PortalClient,
  view: MailView,
): { queryKey: readonly unknown[]; queryFn: () => Promise<MailItem[]> } {
  if ('search' in view) {
    return {
      queryKey: queryKeys.mailSearch(view.search),
      queryFn: async () =>
        (await client.GET('/api/mail/search', { params: { query: { query: view.search } } }))
          .data ?? [],
    };
  }
  return {
    queryKey: queryKeys.mail(view.folderId),
    queryFn: async () =>
      (await client.GET('/api/Mail', { params: { query: { folder: view.folderId } } })).data ?? [],
  };
}

/** The items of the view, which the inbox route's loader fetched before the list renders. */
export function useMailView(view: MailView): MailItem[] {
  return useSuspenseQuery(mailViewQueryOptions(useApiClient(), view)).data;
}

/** One download of an item's scan as a PDF (GET /api/mail/download, base64), marking it read. */
export async function fetchScanPdf(client: PortalClient, mailId: number): Promise<Blob> {
  const { data } = await client.GET('/api/mail/download', {
    params: { query: { mailId, markRead: true } },
  });
  const bytes = Uint8Array.from(atob(data ?? ''), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}
