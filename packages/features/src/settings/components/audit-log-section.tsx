import { formatShortDate } from '@portal/domain/date-format';
import { Alert } from '@portal/ui/alert';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { InfiniteScroll } from '@portal/ui/infinite-scroll';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuditLog, type AuditEntry } from '#settings/api/history.ts';

/** §2 Audit Log: what happened on the account and when, newest first, 20 more per scroll (§4). */
export function AuditLogSection() {
  const intl = useIntl();
  const log = useAuditLog();
  const columns = useMemo<readonly DataTableColumn<AuditEntry>[]>(() => {
    const time = new Intl.DateTimeFormat(intl.locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    return [
      {
        id: 'dateTime',
        header: intl.formatMessage({ id: 'settings.audit.dateTime' }),
        cell: (entry) => (
          <time dateTime={entry.dateTime}>
            {formatShortDate(new Date(entry.dateTime))} {time.format(new Date(entry.dateTime))}
          </time>
        ),
      },
      {
        id: 'message',
        header: intl.formatMessage({ id: 'settings.audit.message' }),
        cell: (entry) => entry.message,
      },
    ];
  }, [intl]);

  return (
    <Stack space="lg">
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.audit.intro" />
      </Text>
      {log.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : log.isError && log.entries.length === 0 ? (
        <Alert tone="error">
          <FormattedMessage id="settings.audit.failed" />
        </Alert>
      ) : (
        <>
          <DataTable
            label={intl.formatMessage({ id: 'settings.section.auditLog' })}
            columns={columns}
            rows={log.entries}
            getRowId={(entry) => String(entry.auditId)}
            stackOnPhone
            empty={<EmptyState title={<FormattedMessage id="settings.transactions.none" />} />}
          />
          <InfiniteScroll
            hasMore={log.hasNextPage}
            loading={log.isFetchingNextPage}
            onLoadMore={() => void log.fetchNextPage()}
            loadingLabel={intl.formatMessage({ id: 'settings.audit.loadingMore' })}
          />
        </>
      )}
    </Stack>
  );
}
