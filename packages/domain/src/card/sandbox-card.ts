import { detectCardBrand, passesLuhn, type CardBrand } from '#card/card-number.ts';

/**
 * The sandbox card provider (DESIGN §3.7) used in development and tests instead of a real one. As
 * with a real provider, the browser turns the card into a token and only the token reaches the
 * server; the token says how the sandbox will answer a charge, so every outcome can be tried.
 */
export type SandboxOutcome =
  | 'success'
  | 'declined'
  | 'insufficient_funds'
  /** Saved (verified) fine, then every charge is declined: a card that stops working later. */
  | 'declined_after_saving';

/** The documented test cards. Any other number that passes the Luhn check succeeds too. */
export const SANDBOX_TEST_CARDS: readonly {
  number: string;
  outcome: SandboxOutcome;
  label: string;
}[] = [
  { number: '4242424242424242', outcome: 'success', label: 'Visa, charges succeed' },
  { number: '5555555555554444', outcome: 'success', label: 'Mastercard, charges succeed' },
  { number: '378282246310005', outcome: 'success', label: 'American Express, charges succeed' },
  {
    number: '4000000000000002',
    outcome: 'declined',
    label: 'Visa, declined when saved or charged',
  },
  {
    number: '4000000000009995',
    outcome: 'insufficient_funds',
    label: 'Visa, insufficient funds when saved or charged',
  },
  {
    number: '4000000000000341',
    outcome: 'declined_after_saving',
    label: 'Visa, saved, then every charge is declined',
  },
];

const TOKEN =
  /^tok_sandbox_(success|declined|insufficient_funds|declined_after_saving)_([a-z]+)_(\d{4})$/;

export interface SandboxCard {
  outcome: SandboxOutcome;
  brand: CardBrand;
  last4: string;
}

/** What the browser's sandbox tokeniser sends instead of the number; null for a number that is not one. */
export function sandboxToken(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (!passesLuhn(digits)) return null;
  const outcome = SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'success';
  return `tok_sandbox_${outcome}_${detectCardBrand(digits)}_${digits.slice(-4)}`;
}

/** Reads a sandbox token back on the server; null for anything else. */
export function parseSandboxToken(token: string): SandboxCard | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, outcome, brand, last4] = match as unknown as [string, SandboxOutcome, CardBrand, string];
  return { outcome, brand, last4 };
}
