import { dollarsToCents, formatMoney } from '@portal/domain/money';
import { FREE_STORAGE_DAYS, storageCostPerDay } from '@portal/domain/storage';
import { Alert } from '@portal/ui/alert';
import { BarList, type Bar } from '@portal/ui/bar-list';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { usePlans } from '#shared/api/plans.ts';
import { useStorageMetrics } from '#settings/api/history.ts';

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
  const rates = plan && {
    envelopePerDay: dollarsToCents(plan.envelopeStoragePerDay ?? 0),
    parcelPerDay: dollarsToCents(plan.parcelStoragePerDay ?? 0),
  };
  const money = (cents: number) => formatMoney(cents, intl.locale);

  return (
    <Stack space="xl">
      {rates && (
        <Stack space="sm">
          <Text as="p">
            <FormattedMessage
              id="settings.storage.rates"
              values={{
                days: FREE_STORAGE_DAYS,
                envelope: money(rates.envelopePerDay),
                parcel: money(rates.parcelPerDay),
              }}
            />
          </Text>
          <Text as="p" weight="medium">
            <FormattedMessage
              id="settings.storage.today"
              values={{ amount: money(storageCostPerDay(counts, rates)) }}
            />
          </Text>
        </Stack>
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
