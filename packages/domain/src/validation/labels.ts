import type { DomainMessageKey } from '#messages/message-keys.ts';
import { isBlank } from '#validation/form.ts';

/** A label's longest name (the contract's `LabelName`). */
export const MAX_LABEL_NAME = 30;

/**
 * Checks a label's name as the contract does (decision 104): not blank, and no colon, since a
 * search writes `label:tax`.
 */
export function validateLabelName(name: string): DomainMessageKey | null {
  if (isBlank(name)) return 'validation.required';
  return name.includes(':') ? 'validation.mailRule.labelColon' : null;
}
