/** A search parameter's text, or undefined when it is missing or not text. */
export const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
