import { isAustralia } from '@portal/domain/forward-address';
import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { trackingUrl } from '@portal/domain/tracking';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { Heading } from '@portal/ui/heading';
import { Icon } from '@portal/ui/icon';
import { Spinner } from '@portal/ui/spinner';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { mailActionError } from '#inbox/api/mail-actions.ts';
import { useBrand } from '#shared/use-brand.ts';
import { useCancelForwards, useForwardLog, type ForwardLogEntry } from '#inbox/api/forward-log.ts';
import * as styles from '#inbox/components/inbox.css.ts';

/** Street, town and postcode; the country only when it is not Australia (§2). */
export function forwardAddress({ address }: Pick<ForwardLogEntry, 'address'>): string {
  const place = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  const parts = [address.street, place];
  return (isAustralia(address.country) ? parts : [...parts, address.country]).join(', ');
}

function columnsFor(
  intl: IntlShape,
  showOurFee: boolean,
  kind: 'pending' | 'log',
): DataTableColumn<ForwardLogEntry>[] {
  const money = (dollars: number) => formatMoney(intl, dollarsToCents(dollars));
  const header = (id: string) => intl.formatMessage({ id });
  const sent: DataTableColumn<ForwardLogEntry>[] =
    kind === 'log'
      ? [
          {
            id: 'dateSent',
            header: header('forwardLog.dateSent'),
            cell: (row) =>
              row.dateSent && (
                <time dateTime={row.dateSent}>
                  {intl.formatDate(row.dateSent, { format: 'day' })}
                </time>
              ),
          },
        ]
      : [];
  const tracking: DataTableColumn<ForwardLogEntry>[] =
    kind === 'log'
      ? [
          {
            id: 'tracking',
            header: header('forwardLog.tracking'),
            cell: (row) => {
              if (!row.trackingNumber) return '—';
              const url = trackingUrl(row.forwardingCompany, row.trackingNumber);
              return url ? (
                <a href={url} target="_blank" rel="noreferrer noopener">
                  {row.trackingNumber}
                  <span className={styles.visuallyHidden}>
                    {' '}
                    {intl.formatMessage(
                      { id: 'forwardLog.trackingLink' },
                      { carrier: row.forwardingCompany },
                    )}
                  </span>
                </a>
              ) : (
                row.trackingNumber
              );
            },
          },
        ]
      : [];
  const fees: DataTableColumn<ForwardLogEntry>[] = showOurFee
    ? [
        {
          id: 'courierFee',
          header: header('forwardLog.courierFee'),
          cell: (row) => money(row.ausPostFee),
          align: 'end',
        },
        {
          id: 'brandFee',
          header: header('forwardLog.brandFee'),
          cell: (row) => money(row.productFee),
          align: 'end',
        },
      ]
    : [];
  return [
    ...sent,
    { id: 'address', header: header('forwardLog.address'), cell: forwardAddress },
    {
      id: 'service',
      header: header('forwardLog.service'),
      // One block, so a phone's card keeps the service and its carrier together.
      cell: (row) => (
        <span>
          {row.service}
          <Text as="div" size="sm" tone="secondary">
            {row.forwardingCompany}
          </Text>
        </span>
      ),
    },
    {
      id: 'items',
      header: header('forwardLog.items'),
      cell: (row) => intl.formatNumber(row.numberOfItems),
      align: 'end',
    },
    ...tracking,
    ...fees,
    {
      id: 'total',
      header: header('forward.total'),
      cell: (row) => (
        <Text weight="medium">
          {formatMoney(intl, dollarsToCents(row.ausPostFee) + dollarsToCents(row.productFee))}
        </Text>
      ),
      align: 'end',
    },
  ];
}

/**
 * §2 Forward Log folder: the pending forwards (selectable; the toolbar's delete cancels them and
 * their items return to the inbox) and the posted ones with their tracking numbers.
 */
export function ForwardLogView() {
  const intl = useIntl();
  const toast = useToast();
  const { showOurFee } = useBrand();
  const log = useForwardLog();
  const cancel = useCancelForwards();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const pendingColumns = useMemo(() => columnsFor(intl, showOurFee, 'pending'), [intl, showOurFee]);
  const logColumns = useMemo(() => columnsFor(intl, showOurFee, 'log'), [intl, showOurFee]);

  if (!log.data) {
    return (
      <div className={styles.centred}>
        {log.isError ? (
          <EmptyState icon="warning" title={<FormattedMessage id="inbox.unavailable" />} />
        ) : (
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        )}
      </div>
    );
  }
  const { pending, log: posted } = log.data;
  // Forwards posted since the selection was made are no longer selectable.
  const chosen = pending.filter((entry) => selected.has(String(entry.forwardId)));

  const cancelChosen = () =>
    cancel.mutate(
      chosen.map((entry) => entry.forwardId),
      {
        onSuccess: () => {
          setSelected(new Set());
          toast(intl.formatMessage({ id: 'forwardLog.cancelled' }, { forwards: chosen.length }), {
            tone: 'success',
          });
        },
        onError: (error) => toast(mailActionError(intl, error), { tone: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <div className={styles.forwardLog}>
      <section className={styles.forwardLogSection} aria-labelledby="pending-forwards">
        <div className={styles.forwardLogHeader}>
          <Heading level={2} size={4} id="pending-forwards">
            <FormattedMessage id="forwardLog.pending" />
          </Heading>
          <Button
            variant="secondary"
            size="sm"
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
          >
            <Icon name="trash" size="sm" />
            <FormattedMessage id="forwardLog.cancel" />
          </Button>
        </div>
        <DataTable
          label={intl.formatMessage({ id: 'forwardLog.pending' })}
          columns={pendingColumns}
          rows={pending}
          getRowId={(row) => String(row.forwardId)}
          stackOnPhone
          selection={{
            selectedIds: selected,
            onSelectionChange: setSelected,
            selectAllLabel: intl.formatMessage({ id: 'forwardLog.selectAll' }),
            rowLabel: (row) =>
              intl.formatMessage({ id: 'forwardLog.selectRow' }, { address: forwardAddress(row) }),
          }}
          empty={
            <Text tone="secondary">
              <FormattedMessage id="forwardLog.noPending" />
            </Text>
          }
        />
      </section>
      <section className={styles.forwardLogSection} aria-labelledby="posted-forwards">
        <Heading level={2} size={4} id="posted-forwards">
          <FormattedMessage id="forwardLog.log" />
        </Heading>
        <DataTable
          label={intl.formatMessage({ id: 'forwardLog.log' })}
          columns={logColumns}
          rows={posted}
          getRowId={(row) => String(row.forwardId)}
          stackOnPhone
          empty={
            <Text tone="secondary">
              <FormattedMessage id="forwardLog.noLog" />
            </Text>
          }
        />
      </section>
      <ConfirmDialog
        open={confirming}
        title={
          <FormattedMessage id="forwardLog.cancelTitle" values={{ forwards: chosen.length }} />
        }
        message={<FormattedMessage id="forwardLog.cancelConfirm" />}
        confirmLabel={intl.formatMessage({ id: 'forwardLog.cancel' })}
        cancelLabel={intl.formatMessage({ id: 'forwardLog.keep' })}
        tone="danger"
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={cancelChosen}
      />
    </div>
  );
}
