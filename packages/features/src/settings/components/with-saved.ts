import type { Cents } from '@portal/domain/money';

/**
 * The amounts a settings field offers: its choices, and the saved value among them when it is not
 * one (set by an older screen, or by staff), so the field shows the truth.
 */
export const withSaved = (choices: readonly Cents[], saved: Cents): readonly Cents[] =>
  choices.includes(saved) ? choices : [...choices, saved].sort((a, b) => a - b);
