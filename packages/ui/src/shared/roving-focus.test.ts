import { describe, expect, it } from 'vitest';
import { rovingIndex } from '#shared/roving-focus.ts';

describe('rovingIndex', () => {
  it('moves with the arrows of its orientation and wraps around at both ends', () => {
    expect(rovingIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(rovingIndex('ArrowDown', 1, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
  });

  it('jumps to the ends with Home and End, and ignores other keys', () => {
    expect(rovingIndex('Home', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('End', 0, 3, 'horizontal')).toBe(2);
    expect(rovingIndex('ArrowDown', 0, 3, 'horizontal')).toBeUndefined();
    expect(rovingIndex('a', 0, 3, 'vertical')).toBeUndefined();
    expect(rovingIndex('Home', 0, 0, 'vertical')).toBeUndefined();
  });
});
