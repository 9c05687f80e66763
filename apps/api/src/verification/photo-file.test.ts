import { describe, expect, it } from 'vitest';
import { detectPhotoType } from './photo-file.ts';

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
