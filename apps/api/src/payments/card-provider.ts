import { parseSandboxToken } from '@portal/domain/sandbox-card';

/** Why a charge did not go through; `insufficient_funds` and `declined` are the card's answer. */
export type ChargeFailure = 'declined' | 'insufficient_funds' | 'invalid_token' | 'provider_error';

export type ChargeResult =
  | { ok: true; chargeId: string; last4: string }
  | { ok: false; reason: ChargeFailure; message: string };

/**
 * Charges a card the browser tokenised with the provider (DESIGN §3.7): the server only ever sees the
 * provider's token, never a card number. The sandbox implementation is the default; a real provider
 * (Stripe) sits behind configuration.
 */
export interface CardProvider {
  charge(token: string, amountCents: number, description: string): Promise<ChargeResult>;
}

const FAILURE_MESSAGES: Record<'declined' | 'insufficient_funds', string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/** Answers as the token's documented test card says (`@portal/domain/sandbox-card`). */
export function sandboxCardProvider(): CardProvider {
  let charges = 0;
  return {
    async charge(token) {
      const card = parseSandboxToken(token);
      if (!card)
        return {
          ok: false,
          reason: 'invalid_token',
          message: 'Unable to verify credit card. Please try again.',
        };
      if (card.outcome !== 'success')
        return { ok: false, reason: card.outcome, message: FAILURE_MESSAGES[card.outcome] };
      charges += 1;
      return {
        ok: true,
        chargeId: `ch_sandbox_${Date.now().toString(36)}_${charges}`,
        last4: card.last4,
      };
    },
  };
}
