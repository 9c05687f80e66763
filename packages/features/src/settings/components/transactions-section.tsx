import { centsToDollars, dollarsToCents } from '@portal/domain/money';
import { hasErrors } from '@portal/domain/validation/form';
import {
  isCredit,
  parseTypedDate,
  transactionsCsv,
  validateDateRange,
} from '@portal/domain/transactions';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { InfiniteScroll } from '@portal/ui/infinite-scroll';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useToast } from '@portal/ui/toast';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAllTransactions,
  useTransactions,
  type Transaction,
  type TransactionRange,
} from '#settings/api/transactions.ts';
import * as styles from '#settings/components/settings.css.ts';
import { downloadCsv } from '#shared/download-csv.ts';
import { useFormatText } from '#shared/server-text.ts';

/**
 * §2 Transactions: date, description, plan, amount (credits apart from debits) and the balance
 * after each, newest first, loading 20 more as the list scrolls (§4); a date range narrows it and
 * the range exports as CSV.
 */
export function TransactionsSection() {
  const intl = useIntl();
  const toast = useToast();
  // The days as typed (DD/MM/YY, §9); the list follows the last range that was a valid one.
  const [typed, setTyped] = useState<TransactionRange>({ from: '', to: '' });
  const problems = validateDateRange(typed);
  const [range, setRange] = useState<TransactionRange>({ from: '', to: '' });
  const transactions = useTransactions(range);
  const allTransactions = useAllTransactions();
  const [exporting, setExporting] = useState(false);
  const format = useTransactionFormat();
  const columns = useTransactionColumns(format);

  const changeRange = (next: TransactionRange) => {
    setTyped(next);
    if (hasErrors(validateDateRange(next))) return;
    setRange({ from: parseTypedDate(next.from) ?? '', to: parseTypedDate(next.to) ?? '' });
  };
  // A day half typed is not wrong yet: its format is judged once the field is left.
  const [left, setLeft] = useState({ from: false, to: false });
  const problemText = (field: 'from' | 'to') => {
    const key = problems[field];
    if (!key || (key === 'validation.date.invalid' && !left[field])) return undefined;
    return intl.formatMessage({ id: key });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await allTransactions(range);
      const csv = transactionsCsv(
        rows.map((row) => ({
          date: new Date(row.date),
          description: format.text(row.text),
          planName: row.planName,
          amount: dollarsToCents(row.amount),
          balance: dollarsToCents(row.balance),
        })),
        {
          headings: {
            date: intl.formatMessage({ id: 'settings.transactions.date' }),
            description: intl.formatMessage({ id: 'settings.transactions.description' }),
            plan: intl.formatMessage({ id: 'settings.transactions.plan' }),
            amount: intl.formatMessage({ id: 'settings.transactions.amount' }),
            balance: intl.formatMessage({ id: 'settings.transactions.balance' }),
          },
          day: format.day,
          money: format.money,
        },
      );
      downloadCsv(
        csv,
        `transactions${range.from ? `-from-${range.from}` : ''}${range.to ? `-to-${range.to}` : ''}.csv`,
      );
    } catch {
      toast(intl.formatMessage({ id: 'settings.transactions.exportFailed' }), { tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack space="lg">
      <div className={styles.dateRange}>
        <TextField
          label={intl.formatMessage({ id: 'settings.transactions.from' })}
          placeholder={intl.formatMessage({ id: 'settings.transactions.datePlaceholder' })}
          inputMode="numeric"
          autoComplete="off"
          value={typed.from}
          onChange={(event) => changeRange({ ...typed, from: event.target.value })}
          onBlur={() => setLeft({ ...left, from: true })}
          error={problemText('from')}
        />
        <TextField
          label={intl.formatMessage({ id: 'settings.transactions.to' })}
          placeholder={intl.formatMessage({ id: 'settings.transactions.datePlaceholder' })}
          inputMode="numeric"
          autoComplete="off"
          value={typed.to}
          onChange={(event) => changeRange({ ...typed, to: event.target.value })}
          onBlur={() => setLeft({ ...left, to: true })}
          error={problemText('to')}
        />
        <div>
          <Button
            variant="secondary"
            loading={exporting}
            disabled={transactions.rows.length === 0}
            onClick={() => void exportCsv()}
          >
            <FormattedMessage id="settings.transactions.export" />
          </Button>
        </div>
      </div>
      {transactions.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : transactions.isError && transactions.rows.length === 0 ? (
        <Alert tone="error">
          <FormattedMessage id="settings.transactions.failed" />
        </Alert>
      ) : (
        <>
          <DataTable
            label={intl.formatMessage({ id: 'settings.section.transactions' })}
            columns={columns}
            rows={transactions.rows}
            getRowId={(row) => String(row.transactionId)}
            stackOnPhone
            empty={
              <EmptyState
                title={<FormattedMessage id="settings.transactions.none" />}
                description={
                  range.from || range.to ? (
                    <FormattedMessage id="settings.transactions.noneInRange" />
                  ) : undefined
                }
              />
            }
          />
          <InfiniteScroll
            hasMore={transactions.hasNextPage}
            loading={transactions.isFetchingNextPage}
            onLoadMore={() => void transactions.fetchNextPage()}
            loadingLabel={intl.formatMessage({ id: 'settings.transactions.loadingMore' })}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * How the list and the export write an entry: in the member's language, and in their time zone,
 * which the members' IntlProvider carries (MemberTimeZone).
 */
function useTransactionFormat() {
  const intl = useIntl();
  const text = useFormatText();
  return useMemo(
    () => ({
      text,
      day: (date: Date) => intl.formatDate(date, { format: 'day' }),
      money: (cents: number) => intl.formatNumber(centsToDollars(cents), { format: 'money' }),
    }),
    // `text` renders with `intl`: a new one comes with a new language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl],
  );
}

function useTransactionColumns(
  format: ReturnType<typeof useTransactionFormat>,
): readonly DataTableColumn<Transaction>[] {
  const intl = useIntl();
  return useMemo(() => {
    const money = (dollars: number) => format.money(dollarsToCents(dollars));
    const heading = (id: string) => intl.formatMessage({ id: `settings.transactions.${id}` });
    return [
      {
        id: 'date',
        header: heading('date'),
        cell: (row) => <time dateTime={row.date}>{format.day(new Date(row.date))}</time>,
      },
      { id: 'description', header: heading('description'), cell: (row) => format.text(row.text) },
      { id: 'plan', header: heading('plan'), cell: (row) => row.planName ?? '—' },
      {
        id: 'amount',
        header: heading('amount'),
        align: 'end',
        cell: (row) => {
          const cents = dollarsToCents(row.amount);
          return isCredit(cents) ? (
            <Text tone="positive" weight="medium" size="sm">
              {intl.formatMessage(
                { id: 'settings.transactions.credit' },
                { amount: money(row.amount) },
              )}
            </Text>
          ) : (
            <Text size="sm">{money(row.amount)}</Text>
          );
        },
      },
      {
        id: 'balance',
        header: heading('balance'),
        align: 'end',
        cell: (row) => money(row.balance),
      },
    ];
  }, [intl, format]);
}
