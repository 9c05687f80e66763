import { Worker } from 'node:worker_threads';

export interface PdfText {
  pageCount: number;
  /** Each page's own text, '' for a page with none (an image-only page, which OCR reads). */
  pages: string[];
  /** Each page's text, pages separated by a newline. */
  text: string;
}

type Answer = { id: number } & ({ error: string } | PdfText);

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (pdf: PdfText) => void; reject: (e: Error) => void }>();

/** The one pdf.js worker thread, started on first use; it never keeps the process alive. */
function pdfWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./pdf-text-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', (answer: Answer) => {
    const call = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) call?.reject(new Error(answer.error));
    else call?.resolve({ pageCount: answer.pageCount, pages: answer.pages, text: answer.text });
    if (waiting.size === 0) started.unref();
  });
  started.on('error', (error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
    worker = undefined;
  });
  worker = started;
  return started;
}

/**
 * Reads a PDF's pages and their text with pdf.js (legacy build: the one that runs on Node 20), in a
 * worker thread: pdf.js must not load where requests are answered (see pdf-text-worker.mjs).
 */
export function extractPdf(bytes: Uint8Array): Promise<PdfText> {
  const thread = pdfWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.ref();
    // A copy: the worker gets its own, and pdf.js detaches the buffer it is handed.
    thread.postMessage({ id, bytes: bytes.slice() });
  });
}
