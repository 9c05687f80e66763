import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PDFJS_ASSET_PATH } from '#inbox/pdf/pdfjs-asset-paths.ts';

export type PdfJs = typeof PdfJsModule;
export type PdfDocument = PDFDocumentProxy;
export type PdfPage = PDFPageProxy;

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js, fetched the first time a preview opens: its own chunk, and its worker a file of its own,
 * so neither the sign-in page nor the inbox's first load carries them (DESIGN §7).
 */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    hideMeasuringCanvases();
    return pdfjs;
  });
  // A failed download (a dropped connection) is tried again on the next preview.
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * pdf.js measures text on 0×0 canvases it adds to the page's body while a text layer is drawn, and
 * removes them after: nothing to read there, so each is hidden from assistive technology as it comes.
 */
function hideMeasuringCanvases() {
  const hide = (node: Node) => {
    if (node instanceof HTMLCanvasElement && node.classList.contains('hiddenCanvasElement')) {
      node.setAttribute('aria-hidden', 'true');
    }
  };
  new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(hide);
  }).observe(document.body, { childList: true });
}

/** The options every document opens with: pdf.js's run-time files come from our own origin. */
export function documentOptions(data: Uint8Array) {
  const base = new URL(PDFJS_ASSET_PATH, document.baseURI).href;
  return {
    data,
    cMapUrl: `${base}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${base}standard_fonts/`,
    wasmUrl: `${base}wasm/`,
    iccUrl: `${base}iccs/`,
    // Scans are from our own staff, but a PDF can carry script: none of it runs here.
    isEvalSupported: false,
    enableXfa: false,
  };
}
