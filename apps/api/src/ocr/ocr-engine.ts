import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tidyOcrText } from '@portal/domain/scan-text';

const run = promisify(execFile);

/** Tesseract's trained data for the portal's four languages: en, jp, zh-CN, zh-TW. */
export const OCR_LANGUAGES = ['eng', 'jpn', 'chi_sim', 'chi_tra'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/**
 * The models a member's scans are read with: their own script, and English, which addresses and
 * figures on any letter are written in (decision 060). All four at once read a page of Japanese in
 * 11–17 s on this machine; two take 4–6 s.
 */
export const OCR_LANGUAGES_FOR: Record<'en' | 'jp' | 'zh-CN' | 'zh-TW', OcrLanguage[]> = {
  en: ['eng'],
  jp: ['jpn', 'eng'],
  'zh-CN': ['chi_sim', 'eng'],
  'zh-TW': ['chi_tra', 'eng'],
};

/** The Debian packages that make OCR work, as the README and the log say. */
export const OCR_PACKAGES =
  'tesseract-ocr tesseract-ocr-eng tesseract-ocr-jpn tesseract-ocr-chi-sim tesseract-ocr-chi-tra poppler-utils';

/** Pages are read as 300 dpi images, the resolution Tesseract is trained for: about 2 s an A4 page here. */
const DPI = 300;

export interface OcrResult {
  /** The pages asked for, each as a one-page PDF: the page's image with the text read laid invisibly over it. */
  pdf: Uint8Array;
  /** Each page's text, tidied (see tidyOcrText), in the order asked for. */
  texts: string[];
}

export interface OcrEngine {
  /** Reads the pages (numbered from 1) of a PDF with the languages' models. */
  readPages(
    pdf: Uint8Array,
    pages: readonly number[],
    languages: readonly OcrLanguage[],
  ): Promise<OcrResult>;
  /** Renders a page as a PNG `width` pixels wide (email thumbnails). */
  thumbnail(pdf: Uint8Array, page: number, width: number): Promise<Uint8Array>;
}

/**
 * Tesseract (and poppler's pdftoppm to turn pages into images) as installed on this machine, or
 * null with the reason when they or a language are missing: the server then runs without OCR.
 */
export async function findOcrEngine(): Promise<OcrEngine | { missing: string }> {
  try {
    await run('pdftoppm', ['-v']);
  } catch {
    return { missing: 'pdftoppm (poppler-utils)' };
  }
  let languages: string[];
  try {
    // Lists on stdout (Tesseract 5) after a heading line.
    const { stdout, stderr } = await run('tesseract', ['--list-langs']);
    languages = `${stdout}\n${stderr}`.split('\n').map((line) => line.trim());
  } catch {
    return { missing: 'tesseract' };
  }
  const absent = OCR_LANGUAGES.filter((language) => !languages.includes(language));
  if (absent.length > 0) return { missing: `Tesseract data for ${absent.join(', ')}` };
  return tesseractEngine();
}

function tesseractEngine(): OcrEngine {
  return {
    readPages: (pdf, pages, languages) =>
      inScratchFolder(async (folder) => {
        const input = join(folder, 'scan.pdf');
        await writeFile(input, pdf);
        const images: string[] = [];
        for (const page of pages) {
          const prefix = join(folder, `page-${page}`);
          await run('pdftoppm', [
            '-r',
            String(DPI),
            '-f',
            `${page}`,
            '-l',
            `${page}`,
            '-singlefile',
            '-jpeg',
            input,
            prefix,
          ]);
          images.push(`${prefix}.jpg`);
        }
        const list = join(folder, 'pages.txt');
        await writeFile(list, images.join('\n') + '\n');
        const output = join(folder, 'read');
        // One process for every page, so the languages' models load once; one thread, as the
        // server shares its cores with requests. `pdf` lays the text over each image, `txt` gives
        // the text with a form feed after each page.
        await run('tesseract', [list, output, '-l', languages.join('+'), 'pdf', 'txt'], {
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
          maxBuffer: 16 * 1024 * 1024,
        });
        const text = await readFile(`${output}.txt`, 'utf8');
        const texts = text.split('\f').slice(0, pages.length).map(tidyOcrText);
        while (texts.length < pages.length) texts.push('');
        return { pdf: new Uint8Array(await readFile(`${output}.pdf`)), texts };
      }),
    thumbnail: (pdf, page, width) =>
      inScratchFolder(async (folder) => {
        const input = join(folder, 'scan.pdf');
        await writeFile(input, pdf);
        const prefix = join(folder, 'thumbnail');
        await run('pdftoppm', [
          '-f',
          `${page}`,
          '-l',
          `${page}`,
          '-singlefile',
          '-png',
          '-scale-to-x',
          `${width}`,
          '-scale-to-y',
          '-1',
          input,
          prefix,
        ]);
        return new Uint8Array(await readFile(`${prefix}.png`));
      }),
  };
}

async function inScratchFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-ocr-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
