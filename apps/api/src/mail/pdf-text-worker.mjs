// pdf.js in a worker thread of its own: importing it replaces JSON.stringify and
// Array.prototype.push in the realm that loads it (21× and 3× slower in a measured test), so it must
// never load in the thread that answers requests. Plain JavaScript, so it starts alike under tsx,
// vitest and the compiled server. Answers each { id, bytes } with { id, pageCount, pages, text } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function extract(bytes) {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages = [];
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
    return { pageCount: document.numPages, pages, text: pages.filter(Boolean).join('\n') };
  } finally {
    await document.destroy();
  }
}

parentPort.on('message', ({ id, bytes }) => {
  extract(bytes).then(
    (pdf) => parentPort.postMessage({ id, ...pdf }),
    (error) => parentPort.postMessage({ id, error: String(error?.message ?? error) }),
  );
});
