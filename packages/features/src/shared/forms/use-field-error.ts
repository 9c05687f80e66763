import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { SERVER_TEXT } from '#shared/forms/server-field-error.ts';
import { useFormatText, type ServerText } from '#shared/server-text.ts';

/**
 * The text a field shows for its error, in the member's language: a domain rule's message id, the
 * catalog text the server answered an `invalid_field` with, or a text the screen already rendered.
 */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const intl = useIntl();
  const formatText = useFormatText();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.type === SERVER_TEXT) return formatText(JSON.parse(error.message) as ServerText);
    return error.type === 'server' ? error.message : intl.formatMessage({ id: error.message });
  };
}
