import { describe, expect, it } from 'vitest';
import { MAX_ADDITIONAL_NAMES, validateAdditionalName } from './additional-names.ts';

describe('§5 additional names', () => {
  it('§5 names: a new name is added while there are fewer than 5', () => {
    expect(validateAdditionalName('Leo Chen', ['Mia Chen'])).toBeNull();
  });

  it('§9 names: at most 5', () => {
    expect(MAX_ADDITIONAL_NAMES).toBe(5);
    const five = ['A Chen', 'B Chen', 'C Chen', 'D Chen', 'E Chen'];
    expect(validateAdditionalName('F Chen', five)).toBe('validation.additionalNames.max');
    expect(validateAdditionalName('F Chen', five.slice(0, 4))).toBeNull();
  });

  it('§5 names: a blank name is refused', () => {
    expect(validateAdditionalName('   ', [])).toBe('validation.required');
  });

  it('§5 names: a name already on the list is refused, whatever its case or spacing', () => {
    expect(validateAdditionalName('  mia   CHEN ', ['Mia Chen'])).toBe(
      'validation.additionalNames.duplicate',
    );
  });
});
