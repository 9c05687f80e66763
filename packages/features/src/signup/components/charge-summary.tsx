import { dollarsToCents, type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import type { SignupCharge } from '@portal/domain/signup-wizard';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Plan } from '#signup/components/plan-choice.tsx';
import * as styles from '#signup/components/signup.css.ts';

/**
 * Today's charge (§9: the larger of the setup fee and the top-up) and what it pays for, and the
 * monthly fee that follows it, so the card form never asks without saying what recurs, nor
 * without saying that prepaid credit is not refunded.
 */
export function ChargeSummary({ plan, charge }: { plan: Plan; charge: SignupCharge }) {
  const intl = useIntl();
  const money = (cents: Cents) => formatMoney(intl, cents);
  return (
    <section className={styles.summary} aria-labelledby="signup-charge">
      <Text as="p" weight="strong" id="signup-charge">
        <FormattedMessage id="signup.charge.title" values={{ planName: plan.planName }} />
      </Text>
      <dl className={styles.feeList}>
        <div className={styles.feeRow}>
          <dt>
            <FormattedMessage id="signup.fee.setup" />
          </dt>
          <dd className={styles.amount}>{money(charge.setupFee)}</dd>
        </div>
        <div className={styles.feeRow}>
          <dt>
            <FormattedMessage id="signup.charge.credit" />
          </dt>
          <dd className={styles.amount}>{money(charge.credit)}</dd>
        </div>
        <div className={styles.summaryTotal}>
          <dt>
            <FormattedMessage id="signup.charge.today" />
          </dt>
          <dd className={styles.amount} data-testid="signup-charge-today">
            {money(charge.total)}
          </dd>
        </div>
      </dl>
      <Text as="p" size="sm" tone="secondary">
        <FormattedMessage id="signup.charge.rule" />
      </Text>
      <Text as="p" size="sm" weight="medium">
        <FormattedMessage
          id="signup.charge.monthly"
          values={{
            planName: plan.planName,
            amount: money(dollarsToCents(plan.monthlyFee)),
          }}
        />
      </Text>
      <Text as="p" size="sm" weight="medium">
        <FormattedMessage id="signup.charge.nonRefundable" />
      </Text>
    </section>
  );
}
