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
  | ({ ok: true; cardRef: string } & CardDetails)
  | { ok: false; reason: ChargeFailure; message: string };

/** Which card was saved, as the provider describes it (`Account.card`); never its number. */
export interface CardDetails {
  /** The network in lower case (`visa`, `mastercard`, `amex`, …), `unknown` when not said. */
  brand: string;
  last4: string;
  /** Null when the provider did not say. */
  expMonth: number | null;
  expYear: number | null;
}

export interface ChargeOptions {
  /**
   * Passed on to the provider, so a retry is never charged twice there either: the same key
   * answers the first charge again. Required, and derived from what the charge is for (never
   * random), because a charge made inside a transaction that then rolls back is still taken; only
   * the same key lets the retry find that charge instead of making another.
   */
  idempotencyKey: string;
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
    options: ChargeOptions,
  ): Promise<ChargeResult>;
}

/** What the card screens show when the provider cannot verify a card (§8). */
export const UNVERIFIED_CARD = 'Unable to verify credit card. Please try again.';

const DECLINED = 'Your card was declined.';
const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';

/**
 * Answers as the token's documented test card says (`@portal/domain/sandbox-card`). Sandbox tokens
 * are reusable, so a saved card's reference is its token. Idempotency keys work as Stripe's do: a
 * key seen before answers its first charge again, and a key reused for another charge is an error.
 */
export function sandboxCardProvider(): CardProvider {
  let charges = 0;
  const byKey = new Map<string, { request: string; result: ChargeResult }>();
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
      const { brand, last4 } = card;
      return { ok: true, cardRef: sourceToken, brand, last4, ...sandboxExpiry(new Date()) };
    },
    async charge(cardRef, amountCents, description, { idempotencyKey }) {
      const request = JSON.stringify([cardRef, amountCents, description]);
      const earlier = byKey.get(idempotencyKey);
      if (earlier) return earlier.request === request ? earlier.result : KEY_REUSED;
      const result = sandboxCharge(cardRef, () => (charges += 1));
      byKey.set(idempotencyKey, { request, result });
      return result;
    },
  };
}

/**
 * The sandbox's token names no expiry (the test cards take any future date), so a saved sandbox
 * card expires as a freshly issued one would: December, four years on.
 */
function sandboxExpiry(now: Date) {
  return { expMonth: 12, expYear: now.getUTCFullYear() + 4 };
}

/** A key the sandbox has seen with other parameters, answered as Stripe answers it. */
const KEY_REUSED: ChargeResult = {
  ok: false,
  reason: 'provider_error',
  message: 'The card provider refused a repeated payment request. Please try again.',
};

/** One new sandbox charge: the test card's outcome, numbered by `count` when it succeeds. */
function sandboxCharge(cardRef: string, count: () => number): ChargeResult {
  const card = parseSandboxToken(cardRef);
  if (!card) return { ok: false, reason: 'invalid_token', message: UNVERIFIED_CARD };
  if (card.outcome === 'insufficient_funds') {
    return { ok: false, reason: 'insufficient_funds', message: INSUFFICIENT_FUNDS };
  }
  if (card.outcome !== 'success') return { ok: false, reason: 'declined', message: DECLINED };
  return {
    ok: true,
    chargeId: `ch_sandbox_${Date.now().toString(36)}_${count()}`,
    last4: card.last4,
  };
}
