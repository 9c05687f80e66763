import { describe, expect, it } from 'vitest';
import { validateLabelName } from '#validation/labels.ts';

describe("a label's name (decision 104)", () => {
  it('is accepted in any script, with spaces', () => {
    expect(validateLabelName('Tax')).toBeNull();
    expect(validateLabelName('My tax 2026')).toBeNull();
    expect(validateLabelName('税金')).toBeNull();
  });

  it('is required, and blank is not a name', () => {
    expect(validateLabelName('')).toBe('validation.required');
    expect(validateLabelName('   ')).toBe('validation.required');
  });

  it('has no colon, which a label: search term could not hold', () => {
    expect(validateLabelName('Tax:2026')).toBe('validation.mailRule.labelColon');
  });
});
