import { formatMoney } from '#shared/format-money.ts';
import {
  FREE_STORAGE_DAYS,
  storageCostPerDay,
  type StorageMetrics,
  type StorageRates,
} from '@portal/domain/storage';
import { Alert } from '@portal/ui/alert';
import { BarList, type Bar } from '@portal/ui/bar-list';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { usePlans } from '#shared/api/plans.ts';
import { storageRatesOf, useDailyPrice } from '#shared/plan-prices.ts';
import { useStorageMetrics } from '#settings/api/history.ts';
import * as styles from '#settings/components/settings.css.ts';

/**
 * §2 Storage Metrics: the eight counts of §3 as two small bar charts on one scale (envelopes and
 * parcels), each number written beside its bar, and what storage past the free period costs (§9).
 */
export function StorageMetricsSection() {
  const intl = useIntl();
  const metrics = useStorageMetrics();
  const account = useAccount();
  const plan = usePlans().data?.find((candidate) => candidate.planId === account.planId);
  if (metrics.isPending) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (metrics.isError) {
    return (
      <Alert tone="error">
        <FormattedMessage id="settings.storage.failed" />
      </Alert>
    );
  }
  const counts = metrics.data;
  const label = (id: string) => intl.formatMessage({ id: `settings.storage.${id}` });
  const envelopes: Bar[] = [
    { label: label('storedFree'), value: counts.storedEnvelopesWithinFreePeriod },
    { label: label('storedPaid'), value: counts.storedEnvelopesOutsideFreePeriod, tone: 'danger' },
    { label: label('forwarded'), value: counts.forwardedEnvelopes, tone: 'neutral' },
    { label: label('shredded'), value: counts.shreddedEnvelopes, tone: 'muted' },
  ];
  const parcels: Bar[] = [
    { label: label('storedFree'), value: counts.storedParcelsWithinFreePeriod },
    { label: label('storedPaid'), value: counts.storedParcelsOutsideFreePeriod, tone: 'danger' },
    { label: label('forwarded'), value: counts.forwardedParcels, tone: 'neutral' },
    { label: label('destroyed'), value: counts.destroyedParcels, tone: 'muted' },
  ];
  // One scale for both charts, so a longer bar is always more items.
  const max = Math.max(...[...envelopes, ...parcels].map((bar) => bar.value));

  return (
    <Stack space="xl">
      {plan && (
        <StoragePrices planName={plan.planName} rates={storageRatesOf(plan)} counts={counts} />
      )}
      {[
        ['envelopes', envelopes],
        ['parcels', parcels],
      ].map(([id, bars]) => (
        <Stack key={id as string} space="sm" as="section" aria-labelledby={`storage-${id}`}>
          <Heading level={2} size={4} id={`storage-${id}`}>
            <FormattedMessage id={`settings.storage.${id}`} />
          </Heading>
          <BarList label={label(id as string)} bars={bars as Bar[]} max={max} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * What the member's plan charges a day for each item kept past its free days, and what the items
 * already past them cost today; a plan that charges nothing says storage is free.
 */
function StoragePrices({
  planName,
  rates,
  counts,
}: {
  planName: string;
  rates: StorageRates;
  counts: StorageMetrics;
}) {
  const intl = useIntl();
  const dailyPrice = useDailyPrice();
  if (rates.envelopePerDay === 0 && rates.parcelPerDay === 0) {
    return (
      <Text as="p">
        <FormattedMessage id="settings.storage.allFree" values={{ plan: planName }} />
      </Text>
    );
  }
  const today = storageCostPerDay(counts, rates);
  return (
    <Stack space="sm">
      <Text as="p">
        <FormattedMessage
          id="settings.storage.freePeriod"
          values={{ days: FREE_STORAGE_DAYS, plan: planName }}
        />
      </Text>
      <dl className={styles.feeList}>
        {(
          [
            ['envelopeRate', rates.envelopePerDay],
            ['parcelRate', rates.parcelPerDay],
          ] as const
        ).map(([id, cents]) => (
          <div key={id} style={{ display: 'contents' }}>
            <Text as="dt" tone="secondary">
              <FormattedMessage id={`settings.storage.${id}`} />
            </Text>
            <Text as="dd" className={styles.feeAmount}>
              {dailyPrice(cents)}
            </Text>
          </div>
        ))}
      </dl>
      <Text as="p" weight="medium">
        {today > 0 ? (
          <FormattedMessage
            id="settings.storage.today"
            values={{ amount: formatMoney(intl, today) }}
          />
        ) : (
          <FormattedMessage id="settings.storage.noneDue" />
        )}
      </Text>
    </Stack>
  );
}
