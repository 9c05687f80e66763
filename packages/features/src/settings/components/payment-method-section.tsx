import { centsToDollars } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { PAYPAL_AMOUNTS, PAYPAL_DEFAULT_AMOUNT } from '@portal/domain/top-up';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { Inline } from '@portal/ui/inline';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { usePaymentConfig } from '#shared/payment-card/api/payment-config.ts';
import { billingAddressOf } from '#shared/payment-card/billing-address.ts';
import { CardForm } from '#shared/payment-card/card-form.tsx';
import { useFetchNewestReceipt, type Receipt } from '#shared/payment-card/api/card-on-file.ts';
import { CardOnFile, CardOnFileActions } from '#shared/payment-card/card-on-file.tsx';
import { ReceiptPanel } from '#shared/payment-card/receipt-panel.tsx';
import { RemoveCardDialog } from '#shared/payment-card/remove-card-dialog.tsx';
import { useDefaultTopUp } from '#shared/use-default-top-up.ts';
import { CopyButton } from '#shared/your-address/copy-button.tsx';
import { LowBalanceWarning } from '#settings/components/low-balance-warning.tsx';
import { usePaypalSandboxPayment, useRefreshBalance } from '#settings/api/payments.ts';
import * as paymentStyles from '#settings/components/payment-method.css.ts';
import * as styles from '#settings/components/settings.css.ts';

// Rendered only behind their build-time flags: a brand without the flag never uses these pure
// values, so its build drops the modules. The flags are read at render so Storybook can switch them.
const AutoTopUp = /* @__PURE__ */ lazy(() =>
  import('#settings/components/auto-top-up.tsx').then((module) => ({
    default: module.AutoTopUp,
  })),
);
const MonthlyCharge = /* @__PURE__ */ lazy(() =>
  import('#settings/components/monthly-charge.tsx').then((module) => ({
    default: module.MonthlyCharge,
  })),
);

/**
 * §2 Payment Method: the monthly charge and the auto top-up where the brand shows them, the card
 * on file (the same card form as Payment Required, tokenised in the browser), the low-balance
 * warning, PayPal in AUD, and the brand's bank details for a transfer.
 */
export function PaymentMethodSection() {
  return (
    <Stack space="xl">
      {__BRAND__.showMonthlyCharge && (
        <Suspense fallback={null}>
          <MonthlyCharge />
        </Suspense>
      )}
      <CardSection />
      {__BRAND__.includeAutoTopup && (
        <Suspense fallback={null}>
          <AutoTopUp />
        </Suspense>
      )}
      <LowBalanceWarning />
      <PaypalSection />
      <BankTransferSection />
    </Stack>
  );
}

/**
 * The card on file (network, last four, expiry) with Replace and Remove; the card form when there
 * is none or while replacing it.
 */
function CardSection() {
  const account = useAccount();
  const topUp = useDefaultTopUp();
  const refresh = useRefreshBalance();
  const [replacing, setReplacing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [saved, setSaved] = useState(false);
  const { card } = account;
  return (
    <Stack space="md" as="section" aria-labelledby="settings-card">
      <Heading level={2} size={4} id="settings-card">
        <FormattedMessage id="settings.payment.card.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.payment.card.intro" />
      </Text>
      {saved && (
        <Alert tone="success">
          <FormattedMessage id="settings.payment.updated" />
        </Alert>
      )}
      {card && !replacing ? (
        <>
          <CardOnFile
            card={card}
            timeZone={account.timeZone}
            actions={
              <CardOnFileActions
                onReplace={() => {
                  setSaved(false);
                  setReplacing(true);
                }}
                onRemove={() => setRemoving(true)}
              />
            }
          />
          <RemoveCardDialog card={card} open={removing} onClose={() => setRemoving(false)} />
        </>
      ) : (
        <>
          <Text as="p" tone="secondary">
            <FormattedMessage
              id="settings.payment.card.address"
              values={{
                address: [account.address1, account.city, account.state, account.postcode]
                  .filter(Boolean)
                  .join(', '),
                link: (chunks) => (
                  // The Account section itself (its slug is empty), not this page.
                  <Link
                    to="/Members/Account/{-$section}"
                    params={{ section: undefined }}
                    className={paymentStyles.link}
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Text>
          <CardForm
            payment={{ autoTopUpAmount: centsToDollars(topUp), chargeNow: false }}
            billingAddress={billingAddressOf(account)}
            submitLabel={<FormattedMessage id="payment.submit" />}
            onSaved={async () => {
              setSaved(true);
              setReplacing(false);
              await refresh();
            }}
          />
          {card && (
            <Button variant="link" onClick={() => setReplacing(false)}>
              <FormattedMessage id="cardOnFile.keep" />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function PaypalSection() {
  const intl = useIntl();
  const account = useAccount();
  const pay = usePaypalSandboxPayment();
  const newestReceipt = useFetchNewestReceipt();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [amount, setAmount] = useState(PAYPAL_DEFAULT_AMOUNT);
  const money = (cents: number) => formatMoney(intl, cents);
  return (
    <Stack space="md" as="section" aria-labelledby="settings-paypal">
      <Heading level={2} size={4} id="settings-paypal">
        <FormattedMessage id="settings.payment.paypal.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.payment.paypal.intro" />
      </Text>
      {pay.data === false || pay.isError ? (
        <Alert tone="error">
          <FormattedMessage id="settings.payment.paypal.failed" />
        </Alert>
      ) : null}
      <Inline space="sm" alignY="bottom">
        <Select
          label={intl.formatMessage({ id: 'settings.payment.paypal.amount' })}
          options={PAYPAL_AMOUNTS.map((choice) => ({
            value: String(choice),
            label: money(choice),
          }))}
          value={String(amount)}
          onChange={(event) => setAmount(Number(event.target.value))}
        />
        <Button
          loading={pay.isPending}
          onClick={() => {
            const started = new Date();
            setReceipt(null);
            pay.mutate(amount, {
              onSuccess: async (credited) => {
                if (credited) setReceipt(await newestReceipt(started));
              },
            });
          }}
        >
          <FormattedMessage id="settings.payment.paypal.pay" values={{ amount: money(amount) }} />
        </Button>
      </Inline>
      {receipt ? (
        <ReceiptPanel receipt={receipt} email={account.email} timeZone={account.timeZone} />
      ) : (
        pay.data === true && (
          <Alert tone="success">
            <FormattedMessage
              id="settings.payment.paypal.credited"
              values={{ amount: money(amount) }}
            />
          </Alert>
        )
      )}
    </Stack>
  );
}

/**
 * The brand's bank account for a transfer (GET /api/Payment/Config), with the member's suite code
 * as the reference; nothing when the brand takes no transfers.
 */
function BankTransferSection() {
  const intl = useIntl();
  const account = useAccount();
  const bankTransfer = usePaymentConfig().data?.bankTransfer;
  if (!bankTransfer) return null;
  const details = [
    { id: 'accountName', value: bankTransfer.accountName },
    { id: 'bsb', value: bankTransfer.bsb },
    { id: 'accountNumber', value: bankTransfer.accountNumber },
    { id: 'reference', value: account.userCode },
  ] as const;
  return (
    <Stack space="md" as="section" aria-labelledby="settings-bank">
      <Heading level={2} size={4} id="settings-bank">
        <FormattedMessage id="settings.payment.bank.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.payment.bank.intro" />
      </Text>
      <dl className={styles.list}>
        {details.map(({ id, value }) => (
          <BankDetail
            key={id}
            label={intl.formatMessage({ id: `settings.payment.bank.${id}` })}
            value={value}
            // The number is grouped to read; a bank's form takes its digits.
            copied={id === 'accountNumber' ? value.replace(/\s/g, '') : value}
          />
        ))}
      </dl>
    </Stack>
  );
}

/** One detail of the transfer, with its copy button. */
function BankDetail({ label, value, copied }: { label: string; value: string; copied: string }) {
  const intl = useIntl();
  const valueRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.detailRow}>
      <Text as="dt" size="sm" tone="secondary">
        {label}
      </Text>
      <dd className={styles.detailValue}>
        <Text ref={valueRef} weight="medium" className={styles.rowText}>
          {value}
        </Text>
        <CopyButton
          text={copied}
          label={intl.formatMessage({ id: 'settings.payment.bank.copy' }, { label })}
          source={valueRef}
        />
      </dd>
    </div>
  );
}
