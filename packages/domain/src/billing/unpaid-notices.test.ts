import { describe, expect, it } from 'vitest';
import {
  amountToUnlock,
  daysUntilTermination,
  UNPAID_WARNING_DAYS,
  unpaidWarningDue,
} from './unpaid-notices.ts';

describe('§9 an unpaid account', () => {
  it('§9 unlock: the debt, at least the $20 minimum top-up; nothing when not negative', () => {
    expect(amountToUnlock(-1240)).toBe(2000);
    expect(amountToUnlock(-4550)).toBe(4550);
    expect(amountToUnlock(0)).toBe(0);
    expect(amountToUnlock(300)).toBe(0);
  });

  it('§9 warnings: at 7, 30, 60 and 83 days, each once', () => {
    expect(UNPAID_WARNING_DAYS).toEqual([7, 30, 60, 83]);
    expect(unpaidWarningDue(6, [])).toBeNull();
    expect(unpaidWarningDue(7, [])).toBe(7);
    expect(unpaidWarningDue(8, [7])).toBeNull();
    expect(unpaidWarningDue(30, [7])).toBe(30);
    expect(unpaidWarningDue(83, [7, 30, 60])).toBe(83);
    expect(unpaidWarningDue(90, [7, 30, 60, 83])).toBeNull();
  });

  it('§9 warnings: a run that finds the account further along sends only the latest', () => {
    expect(unpaidWarningDue(45, [])).toBe(30);
    expect(unpaidWarningDue(61, [7])).toBe(60);
  });

  it('§9 termination: on day 91, counted down by the warnings', () => {
    expect(daysUntilTermination(7)).toBe(84);
    expect(daysUntilTermination(83)).toBe(8);
    expect(daysUntilTermination(95)).toBe(0);
  });
});
