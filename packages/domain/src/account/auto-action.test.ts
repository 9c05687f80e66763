import { describe, expect, it } from 'vitest';
import { AUTO_ACTION, autoActionChoices, autoActionOf } from '#account/auto-action.ts';

describe('auto actions (§3)', () => {
  const prices = { envelopeScan: 50, perLetter: 150, perPage: 20 };

  it('price opening and scanning as envelope + opening per letter, plus each page', () => {
    const [open, envelope] = autoActionChoices(prices);
    expect(open).toMatchObject({ autoAction: 0, perItem: 200, perPage: 20 });
    expect(envelope).toMatchObject({ autoAction: 1, perItem: 50, perPage: 0 });
  });

  it('read 0 as open and scan and anything else as the envelope only', () => {
    expect(autoActionOf(0)).toBe(AUTO_ACTION.openAndScan);
    expect(autoActionOf(1)).toBe(AUTO_ACTION.scanEnvelope);
    expect(autoActionOf(7)).toBe(AUTO_ACTION.scanEnvelope);
  });
});
