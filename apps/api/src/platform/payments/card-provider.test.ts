import { sandboxToken } from '@portal/domain/sandbox-card';
import { describe, expect, it } from 'vitest';
import { sandboxCardProvider } from './card-provider.ts';

describe('sandbox card provider', () => {
  const cards = sandboxCardProvider();

  it('charges a good test card and says which card it was', async () => {
    const result = await cards.charge(sandboxToken('4242424242424242') ?? '', 2000, 'Top up', {
      idempotencyKey: 'key-1',
    });
    expect(result).toMatchObject({
      ok: true,
      last4: '4242',
      chargeId: expect.stringMatching(/^ch_sandbox_/),
    });
  });

  it('answers the documented failures with the card provider message', async () => {
    expect(
      await cards.charge(sandboxToken('4000000000000002') ?? '', 2000, 'Top up', {
        idempotencyKey: 'key-2',
      }),
    ).toMatchObject({ ok: false, reason: 'declined' });
    expect(
      await cards.charge(sandboxToken('4000000000009995') ?? '', 2000, 'Top up', {
        idempotencyKey: 'key-3',
      }),
    ).toMatchObject({
      ok: false,
      reason: 'insufficient_funds',
    });
    expect(
      await cards.charge('4242424242424242', 2000, 'Top up', { idempotencyKey: 'key-4' }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid_token',
    });
  });

  it('saves a test card under its own token, which later charges take, with its network and a future expiry', async () => {
    const token = sandboxToken('5555555555554444') ?? '';
    expect(await cards.saveCard(token, 'Alex Chen')).toEqual({
      ok: true,
      cardRef: token,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 4,
    });
    expect(await cards.saveCard('tok_unknown', 'Alex Chen')).toMatchObject({
      ok: false,
      reason: 'invalid_token',
    });
  });

  it('verifies a card when saving it: the declining test cards are refused with their message', async () => {
    expect(await cards.saveCard(sandboxToken('4000000000000002') ?? '', 'Alex')).toEqual({
      ok: false,
      reason: 'declined',
      message: 'Your card was declined.',
    });
    expect(await cards.saveCard(sandboxToken('4000000000009995') ?? '', 'Alex')).toEqual({
      ok: false,
      reason: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('keeps a card that verifies and declines later, as it would stop working', async () => {
    const token = sandboxToken('4000000000000341') ?? '';
    expect(await cards.saveCard(token, 'Alex')).toMatchObject({ ok: true, last4: '0341' });
    expect(await cards.charge(token, 2000, 'Top up', { idempotencyKey: 'key-5' })).toMatchObject({
      ok: false,
      reason: 'declined',
      message: 'Your card was declined.',
    });
  });

  it('answers a charge again for its idempotency key, and charges once', async () => {
    const token = sandboxToken('4242424242424242') ?? '';
    const first = await cards.charge(token, 2000, 'Top up', { idempotencyKey: 'top-up-once' });
    const retry = await cards.charge(token, 2000, 'Top up', { idempotencyKey: 'top-up-once' });
    const other = await cards.charge(token, 2000, 'Top up', { idempotencyKey: 'another-top-up' });
    expect(first).toMatchObject({ ok: true });
    expect(retry).toEqual(first);
    expect(other).toMatchObject({ ok: true });
    expect(other).not.toEqual(first);
    // The key of one charge used for another is refused, as Stripe refuses it.
    expect(
      await cards.charge(token, 5000, 'Top up', { idempotencyKey: 'top-up-once' }),
    ).toMatchObject({ ok: false, reason: 'provider_error' });
  });
});
