import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePlans } from '#shared/api/plans.ts';

/**
 * The plan's monthly charge (brand flag showMonthlyCharge). Only brands with the flag ship this
 * module, and with it the plan list call.
 */
export function MonthlyCharge({ planId }: { planId: number }) {
  const intl = useIntl();
  const plan = usePlans().data?.find((candidate) => candidate.planId === planId);
  if (!plan) return null;
  return (
    <Text as="p">
      <FormattedMessage
        id="payment.monthlyCharge"
        values={{
          planName: plan.planName,
          amount: formatMoney(intl, dollarsToCents(plan.monthlyFee)),
        }}
      />
    </Text>
  );
}
