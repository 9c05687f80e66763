import { formatMoney, type Cents } from '@portal/domain/money';
import { SETTINGS_TOP_UP_CHOICES } from '@portal/domain/top-up';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSuspensePlans } from '#shared/api/plans.ts';
import { useDefaultTopUp } from '#shared/use-default-top-up.ts';
import { useUpdateAutoTopUp } from '#settings/api/payments.ts';
import * as styles from '#settings/components/settings.css.ts';

/**
 * Auto top-up (brand flag includeAutoTopup): the amount the card on file is charged when a charge
 * would take the balance below zero. It starts at §9's default (the account's amount, else the
 * plan's minimum deposit, else the brand's), the same chain Payment Required uses.
 */
export function AutoTopUp() {
  const intl = useIntl();
  const toast = useToast();
  // The default may be the plan's minimum: shown once the plans are here, never a guess first.
  useSuspensePlans();
  const current = useDefaultTopUp();
  const save = useUpdateAutoTopUp();
  // The member's choice; until they make one, the current amount (which the plans may still settle).
  const [chosen, setChosen] = useState<Cents | null>(null);
  const amount = chosen ?? current;
  // A saved amount that is not one of §9's choices stays offered, so the field shows the truth.
  const choices = SETTINGS_TOP_UP_CHOICES.includes(current)
    ? SETTINGS_TOP_UP_CHOICES
    : [...SETTINGS_TOP_UP_CHOICES, current].sort((a, b) => a - b);
  const money = (cents: Cents) => formatMoney(cents, intl.locale);

  return (
    <Stack space="md" as="section" aria-labelledby="settings-auto-top-up">
      <Heading level={2} size={4} id="settings-auto-top-up">
        <FormattedMessage id="settings.autoTopUp.heading" />
      </Heading>
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.autoTopUp.intro" />
      </Text>
      <div className={styles.fieldAndButton}>
        <Select
          label={intl.formatMessage({ id: 'settings.autoTopUp.amount' })}
          options={choices.map((choice) => ({ value: String(choice), label: money(choice) }))}
          value={String(amount)}
          onChange={(event) => setChosen(Number(event.target.value))}
        />
        <Button
          variant="secondary"
          loading={save.isPending}
          disabled={amount === current}
          onClick={() =>
            save.mutate(amount, {
              onSuccess: () =>
                toast(
                  intl.formatMessage({ id: 'settings.autoTopUp.saved' }, { amount: money(amount) }),
                  { tone: 'success' },
                ),
              onError: () =>
                toast(intl.formatMessage({ id: 'settings.saveFailed' }), { tone: 'error' }),
            })
          }
        >
          <FormattedMessage id="settings.autoTopUp.save" />
        </Button>
      </div>
    </Stack>
  );
}
