import type { MessageId } from '@portal/i18n/messages';
import { Alert } from '@portal/ui/alert';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { InfiniteScroll } from '@portal/ui/infinite-scroll';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBrand } from '#shared/use-brand.ts';
import { useAuditLog, type AuditEntry } from '#settings/api/history.ts';

/** §2 Audit Log: what happened on the account and when, newest first, 20 more per scroll (§4). */
export function AuditLogSection() {
  const intl = useIntl();
  const log = useAuditLog();
  const { webpageName } = useBrand();
  const columns = useMemo<readonly DataTableColumn<AuditEntry>[]>(
    () => [
      {
        id: 'dateTime',
        header: intl.formatMessage({ id: 'settings.audit.dateTime' }),
        // The IntlProvider's time zone is the member's; the time names it (issue 34).
        cell: (entry) => (
          <time dateTime={entry.dateTime}>
            {intl.formatDate(entry.dateTime, { format: 'day' })}{' '}
            {intl.formatTime(entry.dateTime, { format: 'time' })}
          </time>
        ),
      },
      {
        id: 'message',
        header: intl.formatMessage({ id: 'settings.audit.message' }),
        // Stored as a message id with values, so a line reads in the language shown today.
        cell: (entry) => intl.formatMessage({ id: entry.text.key as MessageId }, entry.text.values),
      },
      // Who did it, where several people share the mailroom (issue 39).
      ...(__BRAND__.includeTeamUsers
        ? [
            {
              id: 'by',
              header: intl.formatMessage({ id: 'settings.audit.by' }),
              // What staff or the service did is the brand's doing, not a user's.
              cell: (entry: AuditEntry) => entry.by ?? webpageName,
            },
          ]
        : []),
    ],
    [intl, webpageName],
  );

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
