import { describe, expect, it } from 'vitest';
import { cardExpiryState } from './card-expiry.ts';

const today = { year: 2026, month: 11 };

describe('cardExpiryState', () => {
  it('is expired once the expiry month has passed', () => {
    expect(cardExpiryState({ expMonth: 10, expYear: 2026 }, today)).toBe('expired');
    expect(cardExpiryState({ expMonth: 12, expYear: 2025 }, today)).toBe('expired');
  });

  it('expires soon in its last month and the month before', () => {
    expect(cardExpiryState({ expMonth: 11, expYear: 2026 }, today)).toBe('expiresSoon');
    expect(cardExpiryState({ expMonth: 12, expYear: 2026 }, today)).toBe('expiresSoon');
    expect(cardExpiryState({ expMonth: 1, expYear: 2027 }, { year: 2026, month: 12 })).toBe(
      'expiresSoon',
    );
  });

  it('is valid further out', () => {
    expect(cardExpiryState({ expMonth: 1, expYear: 2027 }, today)).toBe('valid');
    expect(cardExpiryState({ expMonth: 8, expYear: 2030 }, today)).toBe('valid');
  });

  it('is unknown, not valid, when the provider never gave an expiry', () => {
    expect(cardExpiryState({ expMonth: null, expYear: null }, today)).toBe('unknown');
  });
});
