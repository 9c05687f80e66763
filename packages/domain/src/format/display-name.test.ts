import { describe, expect, it } from 'vitest';
import { displayName, NAME_DISPLAY_LIMIT } from './display-name.ts';

describe('§2 user menu name', () => {
  it('§9 name: first and last name shown whole up to 20 characters', () => {
    expect(displayName('Mia', 'Chen')).toBe('Mia Chen');
    expect(displayName('Alexandra', 'Montgomery')).toBe('Alexandra Montgomery');
  });

  it('§9 name: longer names are cut at 20 characters and end with ..', () => {
    expect(NAME_DISPLAY_LIMIT).toBe(20);
    expect(displayName('Alexandra', 'Montgomery-Smythe')).toBe('Alexandra Montgomery..');
  });

  it('§9 name: a missing part leaves no stray space; characters are never split', () => {
    expect(displayName(' Mia ', '')).toBe('Mia');
    expect(displayName('', 'Chen')).toBe('Chen');
    const name = displayName('𠮷'.repeat(12), '𠮷'.repeat(12));
    expect(Array.from(name)).toHaveLength(22);
    expect(name.endsWith('𠮷..')).toBe(true);
  });
});
