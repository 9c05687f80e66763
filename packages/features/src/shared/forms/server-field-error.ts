import { PortalApiError } from '@portal/api-client/errors';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts a problem+json `invalid_field` answer on the form field it names, with the server's words,
 * and says whether it did; other failures are for the form's own alert.
 */
export function showServerFieldError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: Partial<Record<string, FieldPath<Values>>>,
): boolean {
  if (!(error instanceof PortalApiError) || error.code !== 'invalid_field' || !error.field) {
    return false;
  }
  const field = fields[error.field];
  if (!field) return false;
  setError(
    field,
    { type: 'server', message: error.detail ?? error.message },
    { shouldFocus: true },
  );
  return true;
}
