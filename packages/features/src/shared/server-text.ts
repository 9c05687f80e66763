import type { Schema } from '@portal/api-client/types';
import { useIntl } from 'react-intl';

/** A text the server sends as a catalog message id with its values (alerts, ledger entries). */
export type ServerText = Schema<'Text'>;

/** Renders server texts from the catalogs, in the language the member reads now. */
export function useFormatText(): (text: ServerText) => string {
  const intl = useIntl();
  return (text) => intl.formatMessage({ id: text.key }, text.values);
}
