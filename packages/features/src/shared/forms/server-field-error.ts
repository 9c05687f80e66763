import { PortalApiError } from '@portal/api-client/errors';
import { problemText } from '#shared/forms/problem-text.ts';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The error type of a field error holding a server text, JSON-encoded as a message must be a string. */
export const SERVER_TEXT = 'serverText';

/**
 * Puts a problem+json answer that names a field on that field, and says whether it did; other
 * failures are for the form's own alert. An `invalid_field` shows the server's catalog text and
 * `password_too_weak` the catalog's message, both in the member's language (decision 081).
 */
export function showServerFieldError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: Partial<Record<string, FieldPath<Values>>>,
): boolean {
  if (!(error instanceof PortalApiError) || !error.field) return false;
  const field = fields[error.field];
  if (!field) return false;
  if (error.code === 'password_too_weak') {
    setError(field, { type: 'weak', message: 'validation.password.weak' }, { shouldFocus: true });
    return true;
  }
  if (error.code !== 'invalid_field') return false;
  setError(
    field,
    { type: SERVER_TEXT, message: JSON.stringify(problemText(error, 'problem.field.invalid')) },
    { shouldFocus: true },
  );
  return true;
}
