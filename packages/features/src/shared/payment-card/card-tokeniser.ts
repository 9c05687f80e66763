/**
 * What a card provider's browser library made of the card: a token only the provider can read,
 * or its refusal. `message` is the provider's own words; null when it gave none (§8 then says
 * 'Unable to verify credit card. Please try again.').
 */
export type Tokenised = { ok: true; token: string } | { ok: false; message: string | null };

/** The address the card is registered to, sent with it so its bank can check they match. */
export interface BillingAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166 two-letter code; null when the country's name is not one we know. */
  country: string | null;
}

/** Tokenises the card on the form, named as on the card, with its billing address when known. */
export type Tokenise = (cardName: string, address?: BillingAddress) => Promise<Tokenised>;
