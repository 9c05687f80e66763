import type { DomainMessageKey } from '#messages/message-keys.ts';
import { isBlank } from '#validation/form.ts';

/** Other people the member receives mail for (§5, §9: at most 5). */
export const MAX_ADDITIONAL_NAMES = 5;

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Checks a name before it is added: not blank, the list not full, and not already on it (compared
 * without case or extra spaces, since mail is matched to names the same way).
 */
export function validateAdditionalName(
  name: string,
  existing: readonly string[],
): DomainMessageKey | null {
  if (isBlank(name)) return 'validation.required';
  if (existing.length >= MAX_ADDITIONAL_NAMES) return 'validation.additionalNames.max';
  const wanted = comparable(name);
  return existing.some((other) => comparable(other) === wanted)
    ? 'validation.additionalNames.duplicate'
    : null;
}
