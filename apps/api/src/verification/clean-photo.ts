import sharp from 'sharp';
import { ApiProblem } from '#contract/problem.ts';
import type { PhotoType } from '#verification/photo-file.ts';

/** The longest side a stored ID photo keeps; the browser already scales to this before upload. */
export const PHOTO_MAX_SIDE = 2000;

/**
 * The most pixels a photo may have, read from its header before it is decoded: a 48-megapixel
 * phone photo fits, a small file claiming a giant image (a decompression bomb) does not.
 */
const PHOTO_MAX_PIXELS = 60_000_000;

/**
 * The photo as it is stored: decoded and encoded again by sharp, which writes no EXIF, GPS, XMP or
 * ICC metadata unless asked, turned upright by its EXIF orientation first (the orientation goes with
 * the rest), and no larger than {@link PHOTO_MAX_SIDE}. A file that passes the magic-byte check but
 * does not decode is refused like any other non-image.
 */
export async function cleanPhoto(bytes: Uint8Array, type: PhotoType): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > PHOTO_MAX_PIXELS) {
    throw new ApiProblem(413, 'file_too_large', 'Photos can be at most 60 megapixels.');
  }
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize({
        width: PHOTO_MAX_SIDE,
        height: PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    return await (type === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw new ApiProblem(
      415,
      'unsupported_file_type',
      'The photo could not be read. Send a JPEG or PNG image.',
    );
  }
}
