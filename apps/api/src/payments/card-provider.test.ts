import { sandboxToken } from '@portal/domain/sandbox-card';
import { describe, expect, it } from 'vitest';
import { sandboxCardProvider } from './card-provider.ts';

describe('sandbox card provider', () => {
  const cards = sandboxCardProvider();

  it('charges a good test card and says which card it was', async () => {
    const result = await cards.charge(sandboxToken('4242424242424242') ?? '', 2000, 'Top up');
    expect(result).toMatchObject({
      ok: true,
      last4: '4242',
      chargeId: expect.stringMatching(/^ch_sandbox_/),
    });
  });

  it('answers the documented failures with the card provider message', async () => {
    expect(
      await cards.charge(sandboxToken('4000000000000002') ?? '', 2000, 'Top up'),
    ).toMatchObject({ ok: false, reason: 'declined' });
    expect(
      await cards.charge(sandboxToken('4000000000009995') ?? '', 2000, 'Top up'),
    ).toMatchObject({
      ok: false,
      reason: 'insufficient_funds',
    });
    expect(await cards.charge('4242424242424242', 2000, 'Top up')).toMatchObject({
      ok: false,
      reason: 'invalid_token',
    });
  });

  it('saves a test card under its own token, which later charges take', async () => {
    const token = sandboxToken('5555555555554444') ?? '';
    expect(await cards.saveCard(token, 'Alex Chen')).toEqual({
      ok: true,
      cardRef: token,
      last4: '4444',
    });
    expect(await cards.saveCard('tok_unknown', 'Alex Chen')).toMatchObject({
      ok: false,
      reason: 'invalid_token',
    });
  });
});
