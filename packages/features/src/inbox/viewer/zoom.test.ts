import { describe, expect, it } from 'vitest';
import { canZoom, pinchZoom, scaleFor, zoomStep } from '#inbox/viewer/zoom.ts';

const a4 = { width: 595, height: 842 };

describe('scaleFor', () => {
  it('fits the page to the width, or whole into the pane, or keeps a chosen scale', () => {
    expect(scaleFor({ fit: 'width' }, a4, { width: 1190, height: 600 })).toBe(2);
    expect(scaleFor({ fit: 'page' }, a4, { width: 1190, height: 421 })).toBe(0.5);
    expect(scaleFor({ scale: 1.5 }, a4, { width: 100, height: 100 })).toBe(1.5);
  });

  it('never shrinks the page below a quarter of its size in a tiny pane', () => {
    expect(scaleFor({ fit: 'width' }, a4, { width: 10, height: 10 })).toBe(0.25);
  });
});

describe('zoomStep', () => {
  it('steps from any scale to the next step in or out, and stops at the ends', () => {
    expect(zoomStep(1, 1)).toEqual({ scale: 1.25 });
    expect(zoomStep(1.1, 1)).toEqual({ scale: 1.25 });
    expect(zoomStep(1.2, -1)).toEqual({ scale: 1 });
    // A fitted 74 % steps to 100 %, not to the 75 % step it all but is.
    expect(zoomStep(0.74, 1)).toEqual({ scale: 1 });
    expect(zoomStep(0.74, -1)).toEqual({ scale: 0.5 });
    expect(zoomStep(4, 1)).toEqual({ scale: 4 });
    expect(canZoom(4, 1)).toBe(false);
    expect(canZoom(0.25, -1)).toBe(false);
    expect(canZoom(1, -1)).toBe(true);
  });
});

describe('pinchZoom', () => {
  it('stretches the scale the page is shown at, within the smallest and largest steps', () => {
    expect(pinchZoom(0.65, 2)).toEqual({ scale: 1.3 });
    expect(pinchZoom(1, 0.5)).toEqual({ scale: 0.5 });
    expect(pinchZoom(3, 2)).toEqual({ scale: 4 });
    expect(pinchZoom(0.5, 0.2)).toEqual({ scale: 0.25 });
  });
});
