import type { DomainMessageKey } from '#messages/message-keys.ts';

/** A form's problems: the message id per invalid field; valid fields are absent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, DomainMessageKey>>;

export function isBlank(text: string | null | undefined): boolean {
  return !text?.trim();
}

/** Marks each listed field that is blank as 'Can not be blank' (§5, §8). */
export function requireFields<Field extends string>(
  values: Record<Field, string | null | undefined>,
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of fields) {
    if (isBlank(values[field])) errors[field] = 'validation.required';
  }
  return errors;
}

/** Keeps the fields that have a problem. */
export function fieldErrors<Field extends string>(
  problems: Record<Field, DomainMessageKey | null>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(problems) as Field[]) {
    const problem = problems[field];
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

/** The banner over an invalid form: 'Some fields were invalid' (§5). */
export function formBannerKey(errors: FieldErrors<string>): DomainMessageKey | null {
  return hasErrors(errors) ? 'validation.form.invalid' : null;
}
