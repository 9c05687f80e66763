import { PDFDocument } from 'pdf-lib';
import { StaffError } from '#staff/staff-context.ts';

/** A4 portrait in PDF points: the page an envelope photo is fitted into. */
const A4 = { width: 595.28, height: 841.89 };

type ScanFileKind = 'pdf' | 'jpeg' | 'png';

/** The file's type by its first bytes; a name's extension proves nothing. */
function kindOf(bytes: Uint8Array): ScanFileKind | null {
  const starts = (...magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  return null;
}

/**
 * The PDF to store for a scan: a PDF as it is, a JPEG or PNG photo as a one-page PDF (the page is the
 * photo, scaled down to fit A4), so every scan previews and downloads the same way.
 */
export async function scanPdf(bytes: Uint8Array, fileName: string): Promise<Uint8Array> {
  const kind = kindOf(bytes);
  if (kind === null) throw new StaffError(`${fileName} is not a PDF, JPEG or PNG file`);
  if (kind === 'pdf') {
    await PDFDocument.load(bytes).catch((error: unknown) => {
      throw new StaffError(`${fileName} is not a readable PDF`, { cause: error });
    });
    return bytes;
  }
  const document = await PDFDocument.create();
  let image;
  try {
    image = kind === 'jpeg' ? await document.embedJpg(bytes) : await document.embedPng(bytes);
  } catch (error) {
    throw new StaffError(`${fileName} is not a readable ${kind.toUpperCase()} image`, {
      cause: error,
    });
  }
  const scale = Math.min(1, A4.width / image.width, A4.height / image.height);
  const { width, height } = image.scale(scale);
  const page = document.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  return document.save();
}
