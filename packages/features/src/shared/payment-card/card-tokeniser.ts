/**
 * What a card provider's browser library made of the card: a token only the provider can read,
 * or its refusal. `message` is the provider's own words; null when it gave none (§8 then says
 * 'Unable to verify credit card. Please try again.').
 */
export type Tokenised = { ok: true; token: string } | { ok: false; message: string | null };

/** Tokenises the card on the form, named as on the card. */
export type Tokenise = (cardName: string) => Promise<Tokenised>;
