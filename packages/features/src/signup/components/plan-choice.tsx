import type { Schema } from '@portal/api-client/types';
import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { FREE_STORAGE_DAYS } from '@portal/domain/storage';
import { Text } from '@portal/ui/text';
import { Inline } from '@portal/ui/inline';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { storageRatesOf, useDailyPrice } from '#shared/plan-prices.ts';
import * as styles from '#signup/components/signup.css.ts';

export type Plan = Schema<'Plan'>;

interface PlanChoiceProps {
  plans: readonly Plan[];
  chosen: number;
  onChoose: (planId: number) => void;
}

/** The public plans as cards to choose one from, the most popular marked, with the fees of §3. */
export function PlanChoice({ plans, chosen, onChoose }: PlanChoiceProps) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.hiddenLegend}>
        {intl.formatMessage({ id: 'signup.plan.choose' })}
      </legend>
      <div className={styles.plans}>
        {plans.map((plan) => (
          <label key={plan.planId} className={styles.choiceCard}>
            <Inline as="span" space="sm" alignY="center">
              <input
                type="radio"
                aria-labelledby={`${name}-${plan.planId}`}
                aria-describedby={`${name}-${plan.planId}-fees`}
                name={name}
                className={styles.choiceInput}
                value={plan.planId}
                checked={plan.planId === chosen}
                onChange={() => onChoose(plan.planId)}
              />
              <Text weight="strong" size="lg" id={`${name}-${plan.planId}`}>
                {plan.planName}
              </Text>
              {plan.mostPopular && (
                <span className={styles.badge}>
                  <FormattedMessage id="signup.plan.mostPopular" />
                </span>
              )}
            </Inline>
            <div id={`${name}-${plan.planId}-fees`} className={styles.fees}>
              <PlanFees plan={plan} />
            </div>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FeeRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.feeRow}>
      <dt>{label}</dt>
      <dd className={styles.amount}>{children}</dd>
    </div>
  );
}

/**
 * A plan's prices (§3), in the member's language: every recurring fee (monthly, setup, storage past
 * the free days) whatever the brand, as §9's price disclosure asks, then the fees per use.
 */
function PlanFees({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const dailyPrice = useDailyPrice();
  const money = (dollars: number) => formatMoney(intl, dollarsToCents(dollars));
  const fee = (id: string, dollars: number) => (
    <FeeRow label={<FormattedMessage id={id} />}>{money(dollars)}</FeeRow>
  );
  const storage = storageRatesOf(plan);
  const storageFee = (id: string, cents: number) => (
    <FeeRow label={<FormattedMessage id={id} values={{ days: FREE_STORAGE_DAYS }} />}>
      {dailyPrice(cents)}
    </FeeRow>
  );
  return (
    <>
      <Text as="p" className={styles.price}>
        <FormattedMessage id="signup.plan.perMonth" values={{ amount: money(plan.monthlyFee) }} />
      </Text>
      {plan.parcelForwardOnly && (
        <Text as="p" size="sm" tone="secondary">
          <FormattedMessage id="signup.plan.parcelOnly" />
        </Text>
      )}
      <dl className={styles.feeList}>
        {fee('signup.fee.setup', plan.setupFee)}
        {storageFee('signup.fee.envelopeStorage', storage.envelopePerDay)}
        {storageFee('signup.fee.parcelStorage', storage.parcelPerDay)}
        {!plan.parcelForwardOnly && fee('signup.fee.envelopeScan', plan.envelopeScan)}
        {!plan.parcelForwardOnly && (
          <FeeRow label={<FormattedMessage id="signup.fee.openScan" />}>
            <FormattedMessage
              id="signup.fee.openScanAmount"
              values={{ letter: money(plan.perLetter), page: money(plan.perPage) }}
            />
          </FeeRow>
        )}
        {!plan.parcelForwardOnly && fee('signup.fee.letterForward', plan.letterForward)}
        <FeeRow label={<FormattedMessage id="signup.fee.parcelForward" />}>
          {plan.parcelForwardPercent ? (
            <FormattedMessage
              id="signup.fee.percentOfCourier"
              values={{ percent: plan.parcelForward }}
            />
          ) : (
            money(plan.parcelForward)
          )}
        </FeeRow>
        {fee('signup.fee.minimumDeposit', plan.minimumMailDeposit)}
      </dl>
    </>
  );
}
