import type { Schema } from '@portal/api-client/types';
import { useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import type { Account } from '#shared/session.ts';

/** A text the server sends as a catalog message id with its values (alerts, ledger entries). */
export type ServerText = Schema<'Text'>;

/** Renders server texts from the catalogs, in the language the member reads now. */
export function useFormatText(): (text: ServerText) => string {
  const intl = useIntl();
  return (text) => intl.formatMessage({ id: text.key }, text.values);
}

/** The zone of the brand's first location, for an account that names none. */
const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** The IANA time zone the member reads dates and times in. */
export function useMemberTimeZone(): string {
  // GetAccount names the zone once the account setting lands (issue 34); until then, the default.
  const account: Account & { timeZone?: string } = useAccount();
  return account.timeZone ?? DEFAULT_TIME_ZONE;
}
