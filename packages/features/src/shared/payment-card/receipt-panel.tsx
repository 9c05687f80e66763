import { dollarsToCents } from '@portal/domain/money';
import { Alert } from '@portal/ui/alert';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/format-money.ts';
import type { Receipt } from '#shared/payment-card/api/card-on-file.ts';
import { useCardName } from '#shared/payment-card/card-on-file.tsx';
import * as styles from '#shared/payment-card/payment-card.css.ts';

/** How the receipt says the member paid: the card by name, or PayPal, or the transfer. */
function usePaidWith(): (receipt: Receipt) => string {
  const intl = useIntl();
  const cardName = useCardName();
  return (receipt) =>
    receipt.method === 'card'
      ? cardName({ brand: receipt.cardBrand, last4: receipt.last4 })
      : intl.formatMessage({ id: `receiptPanel.method.${receipt.method}` });
}

/**
 * The end of every payment: what was paid, the GST in it, how, the receipt's number and that the
 * tax invoice is in the member's email. Announced as it appears (a status alert).
 */
export function ReceiptPanel({
  receipt,
  email,
  timeZone,
}: {
  receipt: Receipt;
  email: string;
  timeZone: string;
}) {
  const intl = useIntl();
  const paidWith = usePaidWith();
  const rows = [
    ['receiptPanel.amount', formatMoney(intl, dollarsToCents(receipt.amount))],
    ['receiptPanel.gst', formatMoney(intl, dollarsToCents(receipt.gst))],
    ['receiptPanel.paidWith', paidWith(receipt)],
    [
      'receiptPanel.date',
      intl.formatDate(receipt.issuedAt, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    ],
    ['receiptPanel.number', receipt.number],
  ] as const;
  return (
    <Alert tone="success" title={<FormattedMessage id="receiptPanel.title" />}>
      <dl className={styles.receipt}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.receiptRow}>
            <Text as="dt" size="sm" tone="secondary">
              <FormattedMessage id={label} />
            </Text>
            <dd className={styles.receiptValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <Text as="p" size="sm">
        <FormattedMessage id="receiptPanel.emailed" values={{ email }} />
      </Text>
    </Alert>
  );
}
