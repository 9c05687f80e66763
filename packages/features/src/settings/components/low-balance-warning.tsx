import { dollarsToCents, type Cents } from '@portal/domain/money';
import { NO_CHOSEN_WARNING, WARNING_LEVEL_CHOICES } from '@portal/domain/low-balance-warning';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Inline } from '@portal/ui/inline';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { formatMoney } from '#shared/format-money.ts';
import { useUpdateLowBalanceWarning } from '#settings/api/payments.ts';
import { withSaved } from '#settings/components/with-saved.ts';

/**
 * The low-balance warning (issue 41): every holder is emailed before a monthly fee the balance
 * cannot cover; here they may choose to hear sooner, below an amount of their own. The line under
 * the field says what is saved now.
 */
export function LowBalanceWarning() {
  const intl = useIntl();
  const toast = useToast();
  const saved = dollarsToCents(useAccount().lowBalanceWarning);
  const save = useUpdateLowBalanceWarning();
  const [chosen, setChosen] = useState<Cents | null>(null);
  const level = chosen ?? saved;
  const money = (cents: Cents) => formatMoney(intl, cents);
  const options = withSaved(WARNING_LEVEL_CHOICES, saved).map((choice) => ({
    value: String(choice),
    label:
      choice === NO_CHOSEN_WARNING
        ? intl.formatMessage({ id: 'settings.lowBalance.feeOnly' })
        : money(choice),
  }));

  const onSave = () =>
    save.mutate(level, {
      onSuccess: () => {
        setChosen(null);
        toast(
          level === NO_CHOSEN_WARNING
            ? intl.formatMessage({ id: 'settings.lowBalance.savedFeeOnly' })
            : intl.formatMessage({ id: 'settings.lowBalance.saved' }, { level: money(level) }),
          { tone: 'success' },
        );
      },
      onError: () => toast(intl.formatMessage({ id: 'settings.saveFailed' }), { tone: 'error' }),
    });

  return (
    <Stack space="md" as="section" aria-labelledby="settings-low-balance">
      <Heading level={2} size={4} id="settings-low-balance">
        <FormattedMessage id="settings.lowBalance.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.lowBalance.intro" />
      </Text>
      <Inline space="sm" alignY="bottom">
        <Select
          label={intl.formatMessage({ id: 'settings.lowBalance.level' })}
          options={options}
          value={String(level)}
          onChange={(event) => setChosen(Number(event.target.value))}
        />
        <Button
          variant="secondary"
          loading={save.isPending}
          disabled={level === saved}
          onClick={onSave}
        >
          <FormattedMessage id="settings.lowBalance.save" />
        </Button>
      </Inline>
      <Text as="p" aria-live="polite">
        {saved === NO_CHOSEN_WARNING ? (
          <FormattedMessage id="settings.lowBalance.nowFeeOnly" />
        ) : (
          <FormattedMessage id="settings.lowBalance.nowBelow" values={{ level: money(saved) }} />
        )}
      </Text>
    </Stack>
  );
}
