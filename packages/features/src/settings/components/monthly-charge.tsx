import { billingDayOfMonth } from '@portal/domain/date-format';
import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { Heading } from '@portal/ui/heading';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { usePlans } from '#shared/api/plans.ts';

/**
 * The monthly charge (brand flag showMonthlyCharge): the plan's monthly fee and the day of the
 * month it is charged on (§9: the billing period is shown as a day of month).
 */
export function MonthlyCharge() {
  const intl = useIntl();
  const account = useAccount();
  const plan = usePlans().data?.find((candidate) => candidate.planId === account.planId);
  if (!plan) return null;
  return (
    <Stack space="sm" as="section" aria-labelledby="settings-monthly-charge">
      <Heading level={2} size={4} id="settings-monthly-charge">
        <FormattedMessage id="settings.monthlyCharge.heading" />
      </Heading>
      <Text as="p">
        <FormattedMessage
          id={account.billingDate ? 'settings.monthlyCharge.text' : 'settings.monthlyCharge.notYet'}
          values={{
            planName: plan.planName,
            amount: formatMoney(intl, dollarsToCents(plan.monthlyFee)),
            day: account.billingDate ? billingDayOfMonth(new Date(account.billingDate)) : 0,
          }}
        />
      </Text>
    </Stack>
  );
}
