import { centsToDollars, parseDollars, type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { SETTINGS_TOP_UP_CHOICES, validateTopUp } from '@portal/domain/top-up';
import { Button } from '@portal/ui/button';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { billingAddressOf } from '#shared/payment-card/billing-address.ts';
import { useAccount } from '#shared/api/account.ts';
import { CardForm } from '#shared/payment-card/card-form.tsx';
import { useFetchNewestReceipt, type Receipt } from '#shared/payment-card/api/card-on-file.ts';
import { CardOnFile, useCardName } from '#shared/payment-card/card-on-file.tsx';
import { PayWithSavedCard } from '#shared/payment-card/pay-with-saved-card.tsx';
import { ReceiptPanel } from '#shared/payment-card/receipt-panel.tsx';
import { useRefreshBalance } from '#settings/api/payments.ts';

const OTHER = 'other';

/**
 * §2 Manual Payment: a once-off payment of one of §9's settings amounts or any amount from the $20
 * minimum, with the card on file by default (or another card, typed once), ending with the
 * payment's receipt; the balance in the top bar shows the payment as soon as it is taken.
 */
export function ManualPaymentSection() {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshBalance();
  const account = useAccount();
  const cardName = useCardName();
  const newestReceipt = useFetchNewestReceipt();
  const [choice, setChoice] = useState(String(SETTINGS_TOP_UP_CHOICES[2]));
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [typingCard, setTypingCard] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const money = (cents: Cents) => formatMoney(intl, cents);
  const { card } = account;

  const problem = choice === OTHER ? validateTopUp(typed) : null;
  const amount: Cents | null =
    choice === OTHER ? (problem ? null : parseDollars(typed)) : Number(choice);
  const canSubmit = () => {
    setTouched(true);
    return amount !== null;
  };

  const amountFields = (
    <>
      <RadioGroup
        label={intl.formatMessage({ id: 'forward.payAmount' })}
        orientation="horizontal"
        options={[
          ...SETTINGS_TOP_UP_CHOICES.map((cents) => ({
            value: String(cents),
            label: money(cents),
          })),
          { value: OTHER, label: intl.formatMessage({ id: 'settings.manualPayment.other' }) },
        ]}
        value={choice}
        onChange={setChoice}
      />
      {choice === OTHER && (
        <TextField
          label={intl.formatMessage({ id: 'settings.manualPayment.otherAmount' })}
          description={intl.formatMessage({ id: 'settings.manualPayment.minimum' })}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && problem ? intl.formatMessage({ id: problem }) : undefined}
        />
      )}
      <Text as="p" size="sm" tone="secondary">
        <FormattedMessage id="forward.payNote" />
      </Text>
    </>
  );

  if (receipt) {
    return (
      <Stack space="lg">
        <ReceiptPanel receipt={receipt} email={account.email} timeZone={account.timeZone} />
        <div>
          <Button variant="secondary" onClick={() => setReceipt(null)}>
            <FormattedMessage id="settings.manualPayment.another" />
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Stack space="lg">
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.manualPayment.intro" />
      </Text>
      {card && !typingCard ? (
        <Stack space="md">
          <CardOnFile card={card} timeZone={account.timeZone} />
          {amountFields}
          <PayWithSavedCard
            card={card}
            amount={amount}
            canSubmit={canSubmit}
            onPaid={setReceipt}
            onNoCard={() => setTypingCard(true)}
          />
          <div>
            <Button variant="link" onClick={() => setTypingCard(true)}>
              <FormattedMessage id="cardOnFile.useDifferent" />
            </Button>
          </div>
        </Stack>
      ) : (
        <>
          <CardForm
            // The card form is sent only with a valid amount; the field's error says what is wrong.
            payment={{ payOnce: centsToDollars(amount ?? 0) }}
            billingAddress={billingAddressOf(account)}
            submitLabel={
              amount === null ? (
                <FormattedMessage id="settings.manualPayment.payAny" />
              ) : (
                <FormattedMessage id="forward.pay" values={{ amount: money(amount) }} />
              )
            }
            canSubmit={canSubmit}
            onSaved={async () => {
              const paidAt = new Date();
              await refresh();
              const found = await newestReceipt(paidAt);
              if (found) setReceipt(found);
              // Without its receipt (a server that keeps none yet) the payment is still told.
              else
                toast(
                  intl.formatMessage(
                    { id: 'settings.manualPayment.paid' },
                    { amount: money(amount ?? 0) },
                  ),
                  { tone: 'success' },
                );
            }}
          >
            {amountFields}
          </CardForm>
          {card && (
            <div>
              <Button variant="link" onClick={() => setTypingCard(false)}>
                <FormattedMessage id="cardOnFile.useSaved" values={{ card: cardName(card) }} />
              </Button>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
