import { formatMoney, dollarsToCents } from '@portal/domain/money';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePortalQueries } from '#shared/portal-queries.ts';

/**
 * The plan's monthly charge (brand flag showMonthlyCharge). Only brands with the flag ship this
 * module, and with it the plan list call.
 */
export function MonthlyCharge({ planId }: { planId: number }) {
  const intl = useIntl();
  const queries = usePortalQueries();
  const plans = useQuery(queries.queryOptions('get', '/api/Plan/GetAll'));
  const plan = plans.data?.find((candidate) => candidate.planId === planId);
  if (!plan) return null;
  return (
    <p>
      <FormattedMessage
        id="payment.monthlyCharge"
        values={{
          planName: plan.planName,
          amount: formatMoney(dollarsToCents(plan.monthlyFee), intl.locale),
        }}
      />
    </p>
  );
}
