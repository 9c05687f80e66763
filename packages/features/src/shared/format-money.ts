import { centsToDollars, type Cents } from '@portal/domain/money';
import type { IntlShape } from 'react-intl';

/**
 * Cents in the reader's language with the catalogs' `money` format (i18n formats.ts): "$20.00" in
 * English, with the currency made explicit where a reader would otherwise take it for US dollars.
 */
export const formatMoney = (intl: IntlShape, cents: Cents): string =>
  intl.formatNumber(centsToDollars(cents), { format: 'money' });
