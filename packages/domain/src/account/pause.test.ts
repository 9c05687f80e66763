import { describe, expect, it } from 'vitest';
import { checkPause, isMailHeld, pauseToggle } from './pause.ts';

describe('§4 pause and unpause', () => {
  it('§4 pause: blocked while mail is held, with the §8 message', () => {
    expect(checkPause(true)).toBe('account.pause.mailHeld');
    expect(checkPause(false)).toBeNull();
  });

  it('§4 pause: unopened or scanned mail is held unless already asked to be forwarded, shredded or returned', () => {
    expect(isMailHeld([{ status: 2, mailActions: null }])).toBe(true);
    expect(isMailHeld([{ status: 3, mailActions: 0 }])).toBe(true);
    expect(isMailHeld([{ status: 3, mailActions: 4 }])).toBe(true);
    expect(
      isMailHeld([
        { status: 3, mailActions: 1 },
        { status: 2, mailActions: 2 },
        { status: 3, mailActions: 3 },
      ]),
    ).toBe(false);
    expect(
      isMailHeld([
        { status: 4, mailActions: null },
        { status: 6, mailActions: null },
      ]),
    ).toBe(false);
    expect(isMailHeld([])).toBe(false);
  });

  it('§2 pause: the entry reads Pause Account, or Unpause while On Hold', () => {
    expect(pauseToggle('Active')).toEqual({ action: 'pause', labelKey: 'account.pause.pause' });
    expect(pauseToggle('On Hold')).toEqual({
      action: 'unpause',
      labelKey: 'account.pause.unpause',
    });
  });
});
