import { describe, expect, it } from 'vitest';
import { canvasDensity } from '#inbox/viewer/canvas-density.ts';

describe('canvasDensity', () => {
  it("draws at the screen's density while the canvas stays within what every browser draws", () => {
    expect(canvasDensity(3, 390, 552)).toBe(3);
    expect(canvasDensity(1, 1250, 1768)).toBe(1);
  });

  it('draws fewer pixels for a page zoomed so far that the canvas would pass the limit', () => {
    // An A4 page at 400 % on a 3× phone: 2380 × 3368 CSS pixels, 72 million canvas pixels at 3×.
    const density = canvasDensity(3, 2380, 3368);
    expect(density).toBeLessThan(3);
    expect(2380 * density * 3368 * density).toBeCloseTo(2 ** 24);
  });
});
