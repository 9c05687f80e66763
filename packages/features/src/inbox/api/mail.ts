import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import type { MailView } from '@portal/domain/mail-list';
import {
  experimental_streamedQuery as streamedQuery,
  hashKey,
  queryOptions,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

/** An item of a list; a search's items whose scan holds the text say where (§7 searchMail). */
export type MailItem = Schema<'MailItem'> & { snippet?: Schema<'ScanSnippet'> };

/** The first page is a few screens of rows; the rest follows in larger pages (decision 063). */
const MAIL_PAGE = { first: 200, next: 1000 } as const;

interface PageRequest {
  limit: number;
  after: number | undefined;
}

/**
 * Resolves once the page has loaded and the browser has a moment to spare: the rest of a long list
 * is read then, so its megabytes and its layout do not compete with the first screen's scripts,
 * fonts and paint on a phone (issue 35). Safari has no idle callback: there, the next task after
 * the load. At once where there is no page (a server).
 */
function pageSettled(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const idle = () =>
    new Promise<void>((resolve) =>
      typeof requestIdleCallback === 'undefined'
        ? setTimeout(resolve)
        : requestIdleCallback(() => resolve(), { timeout: 2000 }),
    );
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) =>
    addEventListener('load', () => void idle().then(resolve), { once: true }),
  );
}

/**
 * A view's items page by page in the list's own order, each page starting after the last item of
 * the one before (the keyset cursor of decision 044); ends with the first short page. For the list,
 * the pages after the first wait for the page to settle (decision 085).
 */
async function* mailPages(
  fetchPage: (page: PageRequest) => Promise<MailItem[]>,
  { settle }: { settle: boolean },
) {
  let page: PageRequest = { limit: MAIL_PAGE.first, after: undefined };
  for (;;) {
    const items = await fetchPage(page);
    yield items;
    const last = items.at(-1);
    if (!last || items.length < page.limit) return;
    if (settle && page.after === undefined) await pageSettled();
    page = { limit: MAIL_PAGE.next, after: last.mailId };
  }
}

/** How a view is read and cached: its query key, and how to fetch one page of it. */
function viewPages(client: PortalClient, view: MailView) {
  return 'search' in view
    ? {
        queryKey: queryKeys.mailSearch(view.search),
        fetchPage: async (page: PageRequest) =>
          (
            await client.GET('/api/mail/search', {
              params: { query: { query: view.search, ...page } },
            })
          ).data ?? [],
      }
    : {
        queryKey: queryKeys.mail(view.folderId),
        fetchPage: async (page: PageRequest) =>
          (
            await client.GET('/api/Mail', {
              params: { query: { folder: view.folderId, ...page } },
            })
          ).data ?? [],
      };
}

/**
 * The list a view shows: GET /api/Mail?folder= for a folder, GET /api/mail/search?query= for a
 * search, whole. It is read in pages and each page is added to the list as it arrives, so the first
 * screen of a 10,000-item folder shows after one small answer; a refetch keeps the list on screen
 * until the new one has arrived whole (decisions 063, 085).
 */
export function mailViewQueryOptions(client: PortalClient, view: MailView) {
  const { queryKey, fetchPage } = viewPages(client, view);
  return queryOptions({
    queryKey,
    queryFn: streamedQuery<MailItem[], MailItem[]>({
      streamFn: () => mailPages(fetchPage, { settle: true }),
      reducer: (items, page) => items.concat(page),
      initialValue: [],
      refetchMode: 'replace',
    }),
  });
}

/**
 * Every item of the view, read afresh page by page without waiting between pages, in the server's
 * order (an export); a page that fails rejects the whole.
 */
export async function fetchWholeMailView(
  client: PortalClient,
  view: MailView,
): Promise<MailItem[]> {
  const { fetchPage } = viewPages(client, view);
  const items: MailItem[] = [];
  for await (const page of mailPages(fetchPage, { settle: false })) items.push(...page);
  return items;
}

/**
 * Resolves once the view's first page is in the cache (at once when the list is cached): the route
 * waits for that, not for the whole list, while the remaining pages keep arriving.
 */
export function firstMailPage(
  queryClient: QueryClient,
  options: ReturnType<typeof mailViewQueryOptions>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const queryHash = hashKey(options.queryKey);
    const unsubscribe = queryClient.getQueryCache().subscribe(({ query }) => {
      if (query.queryHash === queryHash && query.state.data !== undefined) arrived();
    });
    const arrived = () => {
      unsubscribe();
      resolve();
    };
    queryClient.ensureQueryData(options).then(arrived, (error: unknown) => {
      unsubscribe();
      reject(error);
    });
  });
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
