/** The user menu shows the member's name cut to 20 characters, then '..' (§2, §9). */
export const NAME_DISPLAY_LIMIT = 20;

/**
 * First and last name as the user menu shows them: "Alexandra Montgomery-Smythe" →
 * "Alexandra Montgomery..". Counts characters, not UTF-16 units, so no emoji or rare CJK character
 * is cut in half.
 */
export function displayName(firstName: string, lastName: string): string {
  const full = Array.from(`${firstName.trim()} ${lastName.trim()}`.trim());
  return full.length > NAME_DISPLAY_LIMIT
    ? `${full.slice(0, NAME_DISPLAY_LIMIT).join('')}..`
    : full.join('');
}
