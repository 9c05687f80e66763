import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchScanBytes, NoScanError, type MailItem } from '#inbox/api/mail.ts';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { documentOptions, loadPdfJs, type PdfDocument } from '#inbox/pdf/load-pdfjs.ts';

export type ScanDocument =
  | { status: 'loading' }
  | { status: 'loaded'; document: PdfDocument; bytes: Uint8Array<ArrayBuffer> }
  /** The server has no scan of the item, not even of its envelope. */
  | { status: 'missing' }
  | { status: 'error' };

/**
 * An item's scan, downloaded and opened by pdf.js. A new `mailId` (or leaving) cancels the download
 * and destroys the half-opened document, so a slow item A never shows up after item B was opened.
 */
export function useScanDocument(mailId: number, onProgress: (share: number) => void): ScanDocument {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [scan, setScan] = useState<ScanDocument>({ status: 'loading' });

  useEffect(() => {
    const download = new AbortController();
    let task: ReturnType<Awaited<ReturnType<typeof loadPdfJs>>['getDocument']> | undefined;
    let current = true;
    (async () => {
      const [bytes, pdfjs] = await Promise.all([
        fetchScanBytes(client, mailId, { markRead: true, signal: download.signal, onProgress }),
        loadPdfJs(),
      ]);
      showAsRead(queryClient, mailId);
      // pdf.js hands its copy to the worker; the member's Print and Download use this one.
      task = pdfjs.getDocument(documentOptions(bytes.slice()));
      const document = await task.promise;
      if (current) setScan({ status: 'loaded', document, bytes });
    })().catch((error: unknown) => {
      if (current) setScan({ status: error instanceof NoScanError ? 'missing' : 'error' });
    });
    return () => {
      current = false;
      download.abort();
      void task?.destroy();
    };
  }, [client, queryClient, mailId, onProgress]);

  return scan;
}

/** The server marked the item read (markRead): the lists and the unread counts say so too. */
function showAsRead(queryClient: QueryClient, mailId: number) {
  const markRead = (items: MailItem[] | undefined) =>
    items?.map((item) => (item.mailId === mailId ? { ...item, read: true } : item));
  queryClient.setQueriesData<MailItem[]>({ queryKey: queryKeys.mail() }, markRead);
  queryClient.setQueriesData<MailItem[]>({ queryKey: queryKeys.mailSearch() }, markRead);
  void queryClient.invalidateQueries({ queryKey: queryKeys.folderCounts() });
}
