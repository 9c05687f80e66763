import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import type { MailView } from '@portal/domain/mail-list';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

/** An item of a list; a search's items whose scan holds the text say where (§7 searchMail). */
export type MailItem = Schema<'MailItem'> & { snippet?: Schema<'ScanSnippet'> };

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

/** The item has no scan at all: neither its contents nor a photo of its envelope (404). */
export class NoScanError extends Error {}

interface ScanDownload {
  /** Mark the item read, as opening it does. */
  markRead: boolean;
  signal?: AbortSignal;
  /** Share of the answer received, 0 to 1, when the server says how long it is. */
  onProgress?: (share: number) => void;
}

/**
 * An item's scan as PDF bytes (GET /api/mail/download: its contents, else its envelope photo),
 * read as it streams in so the preview can show real progress.
 */
export async function fetchScanBytes(
  client: PortalClient,
  mailId: number,
  { markRead, signal, onProgress }: ScanDownload,
): Promise<Uint8Array<ArrayBuffer>> {
  const { data, response } = await client.GET('/api/mail/download', {
    params: { query: { mailId, markRead } },
    parseAs: 'stream',
    signal,
  });
  if (response.status === 404) throw new NoScanError(`Mail item ${mailId} has no scan`);
  if (!data)
    throw new Error(`The scan of mail item ${mailId} failed to download (${response.status})`);
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = data.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value as Uint8Array<ArrayBuffer>);
    received += next.value.byteLength;
    if (total) onProgress?.(Math.min(1, received / total));
  }
  const base64 = JSON.parse(await new Blob(chunks).text()) as string;
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** One download of an item's scan as a PDF file, marking it read. */
export async function fetchScanPdf(client: PortalClient, mailId: number): Promise<Blob> {
  const bytes = await fetchScanBytes(client, mailId, { markRead: true });
  return new Blob([bytes], { type: 'application/pdf' });
}
