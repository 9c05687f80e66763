import { scaledPhotoSize } from '@portal/domain/photo-wizard';

export interface ScaledPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * Draws an image at most 2000 px on its long side (decision 055) and encodes it: PNG stays PNG,
 * everything else becomes a JPEG. A 4032 × 3024 phone photo leaves as 2000 × 1500.
 */
export async function scalePhoto(
  source: CanvasImageSource,
  width: number,
  height: number,
  type: string,
): Promise<ScaledPhoto> {
  const size = scaledPhotoSize(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the photo');
  context.drawImage(source, 0, 0, size.width, size.height);
  const png = type === 'image/png';
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, png ? 'image/png' : 'image/jpeg', 0.9),
  );
  if (!blob) throw new Error('The photo could not be encoded');
  return { blob, ...size };
}

/** A chosen file, upright by its EXIF orientation, scaled as {@link scalePhoto} says. */
export async function scalePhotoFile(file: File): Promise<ScaledPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await scalePhoto(bitmap, bitmap.width, bitmap.height, file.type);
  } finally {
    bitmap.close();
  }
}
