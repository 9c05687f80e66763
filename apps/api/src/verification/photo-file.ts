import type { MultipartFile } from '@fastify/multipart';

/** The largest photo accepted (the contract's 10 MB, 10485760 bytes). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export type PhotoType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Start-of-image followed by the first marker's 0xFF. */
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length > signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The photo's real type from its first bytes (DESIGN §7), whatever its name or declared type says:
 * a text file renamed `.jpg` is not a JPEG.
 */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  return null;
}

/** ISO-BMFF brands of HEIC/HEIF stills, the iPhone camera's default format. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * A HEIC/HEIF photo (an `ftyp` box naming a HEIF brand at byte 4). It is refused with its own
 * message rather than converted: sharp's prebuilt libvips cannot decode HEVC (decision 055).
 */
export function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12));
}

export const extensionOf = (type: PhotoType) => (type === 'image/png' ? 'png' : 'jpg');

/**
 * `@fastify/multipart`'s `onFile` for `attachFieldsToBody: 'keyValues'`: reads the part within the
 * size limit (a larger one throws its 413) and hands it on as a binary (latin1) string. The contract
 * types the part as a string, and Fastify validates the body against it before the handler runs.
 */
export async function fileAsBinaryString(part: MultipartFile): Promise<void> {
  const bytes = await part.toBuffer();
  Object.assign(part, { value: bytes.toString('latin1') });
}

/** The bytes of a part that `fileAsBinaryString` read. */
export const bytesOfBinaryString = (value: string): Buffer => Buffer.from(value, 'latin1');
