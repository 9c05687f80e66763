import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from 'fontkit';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** What staff would photograph: the front of the envelope, with sender and recipient. */
export interface EnvelopeFace {
  from: string[];
  to: string[];
}

export interface LetterContent {
  envelope: EnvelopeFace;
  /** Each page's lines; empty for an item scanned on the envelope only. */
  pages: string[][];
  /** Needs the CJK font (Japanese or Chinese text). */
  cjk?: boolean;
}

const A4: [number, number] = [595, 842];
const CJK_FONT = 'NotoSansSC_400Regular.ttf';
let cjkFontBytes: Promise<Uint8Array> | undefined;

/** Noto Sans SC (SIL OFL) covers Simplified Chinese and Japanese kana and kanji; read once. */
function cjkFont(): Promise<Uint8Array> {
  const path = createRequire(import.meta.url).resolve(
    `@expo-google-fonts/noto-sans-sc/400Regular/${CJK_FONT}`,
  );
  cjkFontBytes ??= readFile(path);
  return cjkFontBytes;
}

async function documentWithFont(cjk: boolean): Promise<{ document: PDFDocument; font: PDFFont }> {
  const document = await PDFDocument.create();
  if (!cjk) return { document, font: await document.embedFont(StandardFonts.Helvetica) };
  document.registerFontkit(fontkit);
  // Subsetting keeps each PDF to the glyphs it uses: kilobytes rather than the font's 10 MB. fontkit
  // 1.9, not pdf-lib's older fork @pdf-lib/fontkit, whose TrueType subsets lose glyphs: pdf.js drew
  // most kana and kanji of the Japanese letter blank.
  return { document, font: await document.embedFont(await cjkFont(), { subset: true }) };
}

function drawEnvelope(page: PDFPage, font: PDFFont, envelope: EnvelopeFace) {
  const [width, height] = [page.getWidth(), page.getHeight()];
  page.drawRectangle({
    x: 40,
    y: height / 2 - 140,
    width: width - 80,
    height: 280,
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: 1,
  });
  envelope.from.forEach((line, index) =>
    page.drawText(line, { x: 60, y: height / 2 + 110 - index * 14, size: 9, font }),
  );
  envelope.to.forEach((line, index) =>
    page.drawText(line, { x: width / 2 - 40, y: height / 2 - 20 - index * 16, size: 12, font }),
  );
}

function drawLetterPage(page: PDFPage, font: PDFFont, lines: string[]) {
  lines.forEach((line, index) =>
    page.drawText(line, { x: 60, y: page.getHeight() - 80 - index * 18, size: 11, font }),
  );
}

/** The envelope scan of an item: one page. */
export async function envelopePdf(content: LetterContent): Promise<Uint8Array> {
  const { document, font } = await documentWithFont(content.cjk ?? false);
  drawEnvelope(document.addPage(A4), font, content.envelope);
  return document.save();
}

/** The opened item's scan: the envelope page, then each page of the letter. */
export async function contentsPdf(content: LetterContent): Promise<Uint8Array> {
  const { document, font } = await documentWithFont(content.cjk ?? false);
  drawEnvelope(document.addPage(A4), font, content.envelope);
  for (const lines of content.pages) drawLetterPage(document.addPage(A4), font, lines);
  return document.save();
}
