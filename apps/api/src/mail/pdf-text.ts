import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pageCount: number;
  /** Each page's text, pages separated by a newline. */
  text: string;
}

/** Reads a PDF's pages and their text with pdf.js (legacy build: the one that runs on Node 20). */
export async function extractPdf(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of (detaches) the buffer it is given, so hand it a copy.
  const document = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('')
          .trim(),
      );
    }
    return { pageCount: document.numPages, text: pages.filter(Boolean).join('\n') };
  } finally {
    await document.destroy();
  }
}
