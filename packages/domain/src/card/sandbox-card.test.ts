import { describe, expect, it } from 'vitest';
import { parseSandboxToken, SANDBOX_TEST_CARDS, sandboxToken } from './sandbox-card.ts';

describe('§7 Payment/UpdateCard: sandbox card tokens', () => {
  it('§7 card: each documented test card becomes a token carrying its outcome, never its number', () => {
    for (const card of SANDBOX_TEST_CARDS) {
      const token = sandboxToken(card.number) ?? '';
      expect(token).not.toContain(card.number);
      expect(parseSandboxToken(token)).toMatchObject({
        outcome: card.outcome,
        last4: card.number.slice(-4),
      });
    }
  });

  it('§7 card: any other valid number succeeds; an invalid one gets no token', () => {
    expect(sandboxToken('4111 1111 1111 1111')).toBe('tok_sandbox_success_visa_1111');
    expect(sandboxToken('4242 4242 4242 4241')).toBeNull();
  });

  it('§7 card: the server reads back only sandbox tokens', () => {
    expect(parseSandboxToken('tok_sandbox_declined_visa_0002')).toEqual({
      outcome: 'declined',
      brand: 'visa',
      last4: '0002',
    });
    expect(parseSandboxToken('tok_live_abc')).toBeNull();
    expect(parseSandboxToken('tok_sandbox_refund_visa_0002')).toBeNull();
  });
});
