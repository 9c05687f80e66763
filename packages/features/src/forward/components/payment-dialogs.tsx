import { SETTINGS_TOP_UP_CHOICES } from '@portal/domain/top-up';
import { centsToDollars, formatDollars, type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { Dialog } from '@portal/ui/dialog';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRefreshAccount } from '#shared/api/account.ts';
import { CardForm } from '#shared/payment-card/card-form.tsx';
import { useDefaultTopUp } from '#shared/use-default-top-up.ts';

export type PaymentDialog = 'updateCard' | 'manualPayment';

interface PaymentDialogsProps {
  open: PaymentDialog | null;
  /** What the forward is short of, to preselect a payment that covers it. */
  shortBy: Cents;
  onClose: () => void;
}

/** The smallest settings amount (§9) that covers what is missing, else the largest. */
function coveringAmount(shortBy: Cents): Cents {
  return (
    SETTINGS_TOP_UP_CHOICES.find((amount) => amount >= shortBy) ??
    (SETTINGS_TOP_UP_CHOICES.at(-1) as Cents)
  );
}

/**
 * The error step's Update Payment Method and Make a manual payment (§2), in dialogs over the
 * wizard so the forward waits where it was: a new card, or a new card charged now.
 */
export function PaymentDialogs({ open, shortBy, onClose }: PaymentDialogsProps) {
  const intl = useIntl();
  const toast = useToast();
  // §9's default top-up, as Payment Required and the settings keep it.
  const topUp = useDefaultTopUp();
  const refreshAccount = useRefreshAccount();
  const [amount, setAmount] = useState(() => coveringAmount(shortBy));
  const money = (cents: Cents) => formatMoney(intl, cents);
  const saved = async () => {
    toast(intl.formatMessage({ id: 'forward.paymentUpdated' }), { tone: 'success' });
    await refreshAccount();
    onClose();
  };

  return (
    <Dialog
      open={open !== null}
      onClose={onClose}
      title={
        <FormattedMessage
          id={open === 'manualPayment' ? 'forward.manualPayment' : 'forward.updatePaymentMethod'}
        />
      }
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      size="md"
    >
      <Stack space="md">
        {open === 'manualPayment' ? (
          <CardForm
            payment={{ payOnce: Number(formatDollars(amount)) }}
            submitLabel={<FormattedMessage id="forward.pay" values={{ amount: money(amount) }} />}
            onSaved={saved}
          >
            <Select
              label={intl.formatMessage({ id: 'forward.payAmount' })}
              options={SETTINGS_TOP_UP_CHOICES.map((choice) => ({
                value: String(choice),
                label: money(choice),
              }))}
              value={String(amount)}
              onChange={(event) => setAmount(Number(event.target.value))}
            />
            <Text as="p" size="sm" tone="secondary">
              <FormattedMessage id="forward.payNote" />
            </Text>
          </CardForm>
        ) : (
          <CardForm
            payment={{ autoTopUpAmount: centsToDollars(topUp), chargeNow: false }}
            submitLabel={<FormattedMessage id="forward.saveCard" />}
            onSaved={saved}
          />
        )}
      </Stack>
    </Dialog>
  );
}
