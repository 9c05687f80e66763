import { parseSandboxToken } from '@portal/domain/sandbox-card';

/** Why a charge did not go through; `insufficient_funds` and `declined` are the card's answer. */
export type ChargeFailure = 'declined' | 'insufficient_funds' | 'invalid_token' | 'provider_error';

export type ChargeResult =
  | { ok: true; chargeId: string; last4: string }
  | { ok: false; reason: ChargeFailure; message: string };

/**
 * A card the provider keeps for later charges: `cardRef` is what `charge` takes. Saving verifies
 * the card with its bank, as a real provider's setup step does, so a card that is declined or has
 * no funds is refused here with the provider's message instead of being saved unusable.
 */
export type SaveCardResult =
  | { ok: true; cardRef: string; last4: string }
  | { ok: false; reason: ChargeFailure; message: string };

export interface ChargeOptions {
  /** Passed on to the provider, so a retried request is never charged twice there either. */
  idempotencyKey?: string;
}

/**
 * Saves and charges cards the browser tokenised with the provider (DESIGN §3.7): the server only
 * ever sees the provider's token and card references, never a card number. The sandbox
 * implementation is the default; Stripe sits behind configuration (`create-payment-providers.ts`).
 */
/** How the browser tokenises cards for this provider (GET /api/Payment/Config). */
export type CardTokeniser =
  { provider: 'sandbox'; publishableKey: null } | { provider: 'stripe'; publishableKey: string };

export interface CardProvider {
  /** What the card form must tokenise with, so it never sends another provider's token. */
  readonly browser: CardTokeniser;
  /** Turns the browser's single-use token into a card reference the provider keeps. */
  saveCard(sourceToken: string, cardName: string): Promise<SaveCardResult>;
  /** Charges a saved card reference (`saveCard`'s `cardRef`, kept as the account's `card_token`). */
  charge(
    cardRef: string,
    amountCents: number,
    description: string,
    options?: ChargeOptions,
  ): Promise<ChargeResult>;
}

/** What the card screens show when the provider cannot verify a card (§8). */
export const UNVERIFIED_CARD = 'Unable to verify credit card. Please try again.';

const DECLINED = 'Your card was declined.';
const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';

/**
 * Answers as the token's documented test card says (`@portal/domain/sandbox-card`). Sandbox tokens
 * are reusable, so a saved card's reference is its token.
 */
export function sandboxCardProvider(): CardProvider {
  let charges = 0;
  return {
    browser: { provider: 'sandbox', publishableKey: null },
    async saveCard(sourceToken) {
      const card = parseSandboxToken(sourceToken);
      if (!card) return { ok: false, reason: 'invalid_token', message: UNVERIFIED_CARD };
      // The verification a real provider runs when a card is saved.
      if (card.outcome === 'declined') return { ok: false, reason: 'declined', message: DECLINED };
      if (card.outcome === 'insufficient_funds') {
        return { ok: false, reason: 'insufficient_funds', message: INSUFFICIENT_FUNDS };
      }
      return { ok: true, cardRef: sourceToken, last4: card.last4 };
    },
    async charge(cardRef) {
      const card = parseSandboxToken(cardRef);
      if (!card) return { ok: false, reason: 'invalid_token', message: UNVERIFIED_CARD };
      if (card.outcome === 'insufficient_funds') {
        return { ok: false, reason: 'insufficient_funds', message: INSUFFICIENT_FUNDS };
      }
      if (card.outcome !== 'success') return { ok: false, reason: 'declined', message: DECLINED };
      charges += 1;
      return {
        ok: true,
        chargeId: `ch_sandbox_${Date.now().toString(36)}_${charges}`,
        last4: card.last4,
      };
    },
  };
}
