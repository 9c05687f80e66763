import { describe, expect, it } from 'vitest';
import { gstIncluded } from './gst.ts';

describe('GST included in a price', () => {
  it('is one eleventh of the amount, to the cent', () => {
    expect(gstIncluded(11000)).toBe(1000);
    expect(gstIncluded(5000)).toBe(455); // $50 → $4.55 (4.5454…)
    expect(gstIncluded(2000)).toBe(182); // $20 → $1.82 (1.8181…)
    expect(gstIncluded(0)).toBe(0);
  });

  it('rounds a half cent up', () => {
    expect(gstIncluded(55)).toBe(5); // 5.0
    expect(gstIncluded(66)).toBe(6);
    expect(gstIncluded(16_500)).toBe(1500);
    expect(gstIncluded(1_650 + 11)).toBe(151); // 1661 / 11 = 151
    expect(gstIncluded(1_655)).toBe(150); // 150.45… → 150
    expect(gstIncluded(1_656)).toBe(151); // 150.54… → 151
  });

  it('refuses what is not whole non-negative cents', () => {
    expect(() => gstIncluded(-100)).toThrow(RangeError);
    expect(() => gstIncluded(10.5)).toThrow(RangeError);
  });
});
