import { AUTO_TOP_UP_OFF, AUTO_TOP_UP_THRESHOLD_CHOICES } from '@portal/domain/auto-top-up';
import { dollarsToCents, type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { SETTINGS_TOP_UP_CHOICES } from '@portal/domain/top-up';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { Inline } from '@portal/ui/inline';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { useSuspensePlans } from '#shared/api/plans.ts';
import { useDefaultTopUp } from '#shared/use-default-top-up.ts';
import { useUpdateAutoTopUp } from '#settings/api/payments.ts';
import { withSaved } from '#settings/components/with-saved.ts';

/**
 * Auto top-up (brand flag includeAutoTopup; decision 073): "when my balance falls below $X, top up
 * $Y", both the member's, or off. The line under the fields says what is saved now, so no charge
 * comes as a surprise. An amount not saved yet starts at §9's default (the account's amount, else
 * the plan's minimum deposit, else the brand's), the chain Payment Required uses.
 */
export function AutoTopUp() {
  const intl = useIntl();
  const toast = useToast();
  // The default may be the plan's minimum: shown once the plans are here, never a guess first.
  useSuspensePlans();
  const account = useAccount();
  const defaultAmount = useDefaultTopUp();
  const save = useUpdateAutoTopUp();
  const saved = {
    amount:
      account.autoTopUpAmount == null ? AUTO_TOP_UP_OFF : dollarsToCents(account.autoTopUpAmount),
    threshold: dollarsToCents(account.autoTopUpThreshold ?? 0),
  };
  // The member's choice; until they make one, what is saved (an amount not set: §9's default).
  const [chosen, setChosen] = useState<{ amount?: Cents; threshold?: Cents }>({});
  const amount = chosen.amount ?? (saved.amount === AUTO_TOP_UP_OFF ? defaultAmount : saved.amount);
  const threshold = chosen.threshold ?? saved.threshold;
  const unchanged = amount === saved.amount && threshold === saved.threshold;
  const money = (cents: Cents) => formatMoney(intl, cents);

  const amountOptions = [
    { value: String(AUTO_TOP_UP_OFF), label: intl.formatMessage({ id: 'settings.autoTopUp.off' }) },
    ...withSaved(SETTINGS_TOP_UP_CHOICES, defaultAmount).map((choice) => ({
      value: String(choice),
      label: money(choice),
    })),
  ];
  const thresholdOptions = withSaved(AUTO_TOP_UP_THRESHOLD_CHOICES, saved.threshold).map(
    (choice) => ({ value: String(choice), label: money(choice) }),
  );

  const onSaved = () =>
    toast(
      amount === AUTO_TOP_UP_OFF
        ? intl.formatMessage({ id: 'settings.autoTopUp.turnedOff' })
        : intl.formatMessage(
            { id: 'settings.autoTopUp.saved' },
            { amount: money(amount), threshold: money(threshold) },
          ),
      { tone: 'success' },
    );

  return (
    <Stack space="md" as="section" aria-labelledby="settings-auto-top-up">
      <Heading level={2} size={4} id="settings-auto-top-up">
        <FormattedMessage id="settings.autoTopUp.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.autoTopUp.intro" />
      </Text>
      <Inline space="sm" alignY="bottom">
        <Select
          label={intl.formatMessage({ id: 'settings.autoTopUp.threshold' })}
          options={thresholdOptions}
          value={String(threshold)}
          disabled={amount === AUTO_TOP_UP_OFF}
          onChange={(event) => setChosen({ ...chosen, threshold: Number(event.target.value) })}
        />
        <Select
          label={intl.formatMessage({ id: 'settings.autoTopUp.amount' })}
          options={amountOptions}
          value={String(amount)}
          onChange={(event) => setChosen({ ...chosen, amount: Number(event.target.value) })}
        />
        <Button
          variant="secondary"
          loading={save.isPending}
          disabled={unchanged}
          onClick={() =>
            save.mutate(
              { amount, threshold },
              {
                onSuccess: () => {
                  setChosen({});
                  onSaved();
                },
                onError: () =>
                  toast(intl.formatMessage({ id: 'settings.saveFailed' }), { tone: 'error' }),
              },
            )
          }
        >
          <FormattedMessage id="settings.autoTopUp.save" />
        </Button>
      </Inline>
      <Text as="p" aria-live="polite">
        {saved.amount === AUTO_TOP_UP_OFF ? (
          <FormattedMessage id="settings.autoTopUp.nowOff" />
        ) : (
          <FormattedMessage
            id={
              saved.threshold === 0
                ? 'settings.autoTopUp.nowWhenShort'
                : 'settings.autoTopUp.nowBelow'
            }
            values={{ amount: money(saved.amount), threshold: money(saved.threshold) }}
          />
        )}
      </Text>
    </Stack>
  );
}
