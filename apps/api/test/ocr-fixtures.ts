import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { findOcrEngine, type OcrEngine } from '../src/ocr/ocr-engine.ts';
import { scanPdf } from '../src/staff/scan-file.ts';
import { contentsPdf } from '../src/seed/letter-pdf.ts';

const run = promisify(execFile);

/**
 * An A4 scan with no text layer, as a scanner or a phone makes it: each page's lines are typeset
 * (Noto Sans SC for CJK), rendered to a 150 dpi PNG with poppler, and that image wrapped as a PDF
 * page the way staff uploads of photos are (scanPdf).
 */
export async function imageOnlyScan(pages: string[][], { cjk = false } = {}): Promise<Uint8Array> {
  const typeset = await contentsPdf({ envelope: { from: [], to: [] }, pages, cjk });
  const folder = await mkdtemp(join(tmpdir(), 'image-scan-'));
  try {
    await writeFile(join(folder, 'typeset.pdf'), typeset);
    const scan = await PDFDocument.create();
    // contentsPdf puts the envelope first: the letter's pages start at 2.
    for (let number = 2; number <= pages.length + 1; number += 1) {
      const photo = join(folder, `page-${number}`);
      await run('pdftoppm', [
        ...['-r', '150', '-f', `${number}`, '-l', `${number}`, '-singlefile', '-png'],
        ...[join(folder, 'typeset.pdf'), photo],
      ]);
      const onePage = await scanPdf(new Uint8Array(await readFile(`${photo}.png`)), 'photo.png');
      const [page] = await scan.copyPages(await PDFDocument.load(onePage), [0]);
      scan.addPage(page);
    }
    return await scan.save();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Tesseract and poppler as installed here; tests that read scans fail, saying what is missing, without them. */
export async function installedOcrEngine(): Promise<OcrEngine> {
  const found = await findOcrEngine();
  if ('missing' in found) throw new Error(`These tests need OCR installed: ${found.missing}`);
  return found;
}
