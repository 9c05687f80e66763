import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scanPdf } from '../src/ops/scan-file.ts';
import { contentsPdf } from '../src/seed/letter-pdf.ts';

const run = promisify(execFile);

/**
 * A one-page A4 scan with no text layer, as a scanner or a phone makes it: the lines are typeset
 * (Noto Sans SC for CJK), rendered to a 150 dpi PNG with poppler, and that image wrapped as a PDF
 * the way staff uploads of photos are (scanPdf).
 */
export async function imageOnlyScan(lines: string[], { cjk = false } = {}): Promise<Uint8Array> {
  const typeset = await contentsPdf({ envelope: { from: [], to: [] }, pages: [lines], cjk });
  const folder = await mkdtemp(join(tmpdir(), 'image-scan-'));
  try {
    await writeFile(join(folder, 'typeset.pdf'), typeset);
    // Page 2: contentsPdf puts the envelope first.
    await run('pdftoppm', [
      '-r',
      '150',
      '-f',
      '2',
      '-l',
      '2',
      '-singlefile',
      '-png',
      join(folder, 'typeset.pdf'),
      join(folder, 'photo'),
    ]);
    return await scanPdf(new Uint8Array(await readFile(join(folder, 'photo.png'))), 'photo.png');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
