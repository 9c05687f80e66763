import type { Schema } from '@portal/api-client/types';
import { dollarsToCents, type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import type { StorageRates } from '@portal/domain/storage';
import { useIntl } from 'react-intl';

type PlanStorage = Pick<Schema<'Plan'>, 'envelopeStoragePerDay' | 'parcelStoragePerDay'>;

/** What a plan charges a day for each item kept past its free storage; a plan naming none charges nothing. */
export function storageRatesOf(plan: PlanStorage): StorageRates {
  return {
    envelopePerDay: dollarsToCents(plan.envelopeStoragePerDay ?? 0),
    parcelPerDay: dollarsToCents(plan.parcelStoragePerDay ?? 0),
  };
}

/**
 * A daily price as a member reads it wherever a plan is sold or used: "$0.10 a day", or "Free"
 * where nothing is charged (never "$0.00 a day").
 */
export function useDailyPrice(): (cents: Cents) => string {
  const intl = useIntl();
  return (cents) =>
    cents > 0
      ? intl.formatMessage({ id: 'price.perDay' }, { amount: formatMoney(intl, cents) })
      : intl.formatMessage({ id: 'price.free' });
}
