import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';

/**
 * The text a field shows for its error: a domain rule's message id is translated, the server's
 * own words (an `invalid_field` detail) are shown as they came.
 */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const intl = useIntl();
  return (error) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : intl.formatMessage({ id: error.message });
  };
}
