import { centsToDollars } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { PAYPAL_AMOUNTS, PAYPAL_DEFAULT_AMOUNT } from '@portal/domain/top-up';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { billingAddressOf } from '#shared/payment-card/billing-address.ts';
import { CardForm } from '#shared/payment-card/card-form.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { useDefaultTopUp } from '#shared/use-default-top-up.ts';
import { usePaypalSandboxPayment, useRefreshBalance } from '#settings/api/payments.ts';
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
 * on file (the same card form as Payment Required, tokenised in the browser), PayPal in AUD, and
 * the brand's bank details for a transfer.
 */
export function PaymentMethodSection() {
  return (
    <Stack space="xl">
      {__BRAND_SHOW_MONTHLY_CHARGE__ && (
        <Suspense fallback={null}>
          <MonthlyCharge />
        </Suspense>
      )}
      <CardSection />
      {__BRAND_INCLUDE_AUTO_TOPUP__ && (
        <Suspense fallback={null}>
          <AutoTopUp />
        </Suspense>
      )}
      <PaypalSection />
      <BankTransferSection />
    </Stack>
  );
}

function CardSection() {
  const account = useAccount();
  const topUp = useDefaultTopUp();
  const refresh = useRefreshBalance();
  const [saved, setSaved] = useState(false);
  return (
    <Stack space="md" as="section" aria-labelledby="settings-card">
      <Heading level={2} size={4} id="settings-card">
        <FormattedMessage id="settings.payment.card.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.payment.card.intro" />
      </Text>
      <Text as="p" tone="secondary">
        <FormattedMessage
          id="settings.payment.card.address"
          values={{
            address: [account.address1, account.city, account.state, account.postcode]
              .filter(Boolean)
              .join(', '),
            link: (chunks) => <Link to="/Members/Account/{-$section}">{chunks}</Link>,
          }}
        />
      </Text>
      {saved && (
        <Alert tone="success">
          <FormattedMessage id="settings.payment.updated" />
        </Alert>
      )}
      <CardForm
        payment={{ autoTopUpAmount: centsToDollars(topUp), chargeNow: false }}
        billingAddress={billingAddressOf(account)}
        submitLabel={<FormattedMessage id="payment.submit" />}
        onSaved={async () => {
          setSaved(true);
          await refresh();
        }}
      />
    </Stack>
  );
}

function PaypalSection() {
  const intl = useIntl();
  const toast = useToast();
  const pay = usePaypalSandboxPayment();
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
      <div className={styles.fieldAndButton}>
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
          onClick={() =>
            pay.mutate(amount, {
              onSuccess: (credited) =>
                credited &&
                toast(
                  intl.formatMessage(
                    { id: 'settings.payment.paypal.credited' },
                    { amount: money(amount) },
                  ),
                  { tone: 'success' },
                ),
            })
          }
        >
          <FormattedMessage id="settings.payment.paypal.pay" values={{ amount: money(amount) }} />
        </Button>
      </div>
    </Stack>
  );
}

function BankTransferSection() {
  const intl = useIntl();
  const toast = useToast();
  const { bankTransfer } = useBrand();
  const account = useAccount();
  const details = [
    { id: 'accountName', value: bankTransfer.accountName },
    { id: 'bsb', value: bankTransfer.bsb },
    { id: 'accountNumber', value: bankTransfer.accountNumber },
    { id: 'reference', value: account.userCode },
  ] as const;
  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast(intl.formatMessage({ id: 'settings.payment.bank.copied' }, { label }), {
        tone: 'success',
      });
    } catch {
      toast(intl.formatMessage({ id: 'settings.payment.bank.copyFailed' }), { tone: 'error' });
    }
  };
  return (
    <Stack space="md" as="section" aria-labelledby="settings-bank">
      <Heading level={2} size={4} id="settings-bank">
        <FormattedMessage id="settings.payment.bank.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.payment.bank.intro" />
      </Text>
      <dl className={styles.list}>
        {details.map(({ id, value }) => {
          const label = intl.formatMessage({ id: `settings.payment.bank.${id}` });
          return (
            <div key={id} className={styles.detailRow}>
              <Text as="dt" size="sm" tone="secondary">
                {label}
              </Text>
              <dd className={styles.detailValue}>
                <Text weight="medium" className={styles.rowText}>
                  {value}
                </Text>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={intl.formatMessage({ id: 'settings.payment.bank.copy' }, { label })}
                  onClick={() => void copy(label, value)}
                >
                  <FormattedMessage id="settings.payment.bank.copyShort" />
                </Button>
              </dd>
            </div>
          );
        })}
      </dl>
    </Stack>
  );
}
