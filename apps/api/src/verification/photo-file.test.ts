import { describe, expect, it } from 'vitest';
import { detectPhotoType, isHeif } from './photo-file.ts';

describe('detectPhotoType', () => {
  it('knows JPEG and PNG by their first bytes', () => {
    expect(detectPhotoType(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 0x00]))).toBe('image/jpeg');
    expect(
      detectPhotoType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00])),
    ).toBe('image/png');
  });

  it('refuses everything else, including text, GIF, PDF and a bare signature', () => {
    for (const text of ['photo.jpg', 'GIF89a', '%PDF-1.7', '']) {
      expect(detectPhotoType(new TextEncoder().encode(text))).toBeNull();
    }
    expect(detectPhotoType(Uint8Array.from([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe('isHeif', () => {
  const withBrand = (brand: string) =>
    Uint8Array.from(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`)]));

  it('knows HEIC and HEIF stills by their ftyp brand', () => {
    for (const brand of ['heic', 'heix', 'mif1']) expect(isHeif(withBrand(brand))).toBe(true);
  });

  it('leaves other ftyp files, short files and JPEGs alone', () => {
    expect(isHeif(withBrand('isom'))).toBe(false);
    expect(isHeif(withBrand('av'))).toBe(false);
    expect(isHeif(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(false);
  });
});
