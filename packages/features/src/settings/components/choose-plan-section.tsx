import type { Schema } from '@portal/api-client/types';
import { PortalApiError } from '@portal/api-client/errors';
import { billingDayOfMonth } from '@portal/domain/date-format';
import { dollarsToCents, type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { planChangeNoticeKey, planChangeQuote } from '@portal/domain/plan-change';
import { FREE_STORAGE_DAYS } from '@portal/domain/storage';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Heading } from '@portal/ui/heading';
import { Inline } from '@portal/ui/inline';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { useSuspensePlans } from '#shared/api/plans.ts';
import { storageRatesOf, useDailyPrice } from '#shared/plan-prices.ts';
import { useChoosePlan } from '#settings/api/payments.ts';
import * as styles from '#settings/components/settings.css.ts';

type Plan = Schema<'Plan'>;

/**
 * §2 Choose Plan (brand flag includeChoosePayments): the brand's public plans in their order, the
 * most popular marked and the member's own highlighted. A change is confirmed with the pro-rata
 * charge or credit `@portal/domain` works out (§4), the same sum the server then settles.
 */
export function ChoosePlanSection() {
  const intl = useIntl();
  const toast = useToast();
  const account = useAccount();
  const plans = [...useSuspensePlans()].sort((a, b) => a.order - b.order);
  const choose = useChoosePlan();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [refusal, setRefusal] = useState<'funds' | 'failed' | null>(null);
  // One key per confirmed change: a retried request never settles twice.
  const idempotencyKey = useRef(crypto.randomUUID());
  const current = plans.find((plan) => plan.planId === account.planId);
  const money = (cents: Cents) => formatMoney(intl, cents);

  const confirm = () => {
    if (!chosen) return;
    setRefusal(null);
    choose.mutate(
      { planId: chosen.planId, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          idempotencyKey.current = crypto.randomUUID();
          toast(
            intl.formatMessage({ id: 'settings.choosePlan.changed' }, { name: chosen.planName }),
            { tone: 'success' },
          );
          setChosen(null);
        },
        onError: (error) => {
          idempotencyKey.current = crypto.randomUUID();
          setChosen(null);
          setRefusal(error instanceof PortalApiError && error.status === 402 ? 'funds' : 'failed');
        },
      },
    );
  };

  return (
    <Stack space="lg">
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.choosePlan.intro" />
      </Text>
      {refusal && (
        <Alert tone="error">
          <FormattedMessage
            id={refusal === 'funds' ? 'settings.choosePlan.noFunds' : 'settings.saveFailed'}
          />
        </Alert>
      )}
      <ul
        className={styles.planList}
        aria-label={intl.formatMessage({ id: 'settings.section.choosePlan' })}
      >
        {plans.map((plan) => (
          <li key={plan.planId}>
            <PlanCard
              plan={plan}
              current={plan.planId === account.planId}
              onChoose={() => setChosen(plan)}
            />
          </li>
        ))}
      </ul>
      {chosen && (
        <ConfirmDialog
          open
          title={intl.formatMessage(
            { id: 'settings.choosePlan.confirmTitle' },
            { name: chosen.planName },
          )}
          message={<PlanChangeNotice from={current} to={chosen} money={money} />}
          confirmLabel={intl.formatMessage({ id: 'settings.choosePlan.confirm' })}
          cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
          busy={choose.isPending}
          onConfirm={confirm}
          onCancel={() => setChosen(null)}
        />
      )}
    </Stack>
  );
}

/** The pro-rata charge or credit of moving between the two plans today (§4), in dollars. */
function PlanChangeNotice({
  from,
  to,
  money,
}: {
  from: Plan | undefined;
  to: Plan;
  money: (cents: Cents) => string;
}) {
  const account = useAccount();
  // A paused account is charged no fees (§9), and one without a plan or billing day settles nothing.
  if (!from || !account.billingDate || account.status !== 'Active') {
    return <FormattedMessage id="plan.change.noCharge" />;
  }
  const quote = planChangeQuote({
    currentMonthlyFee: dollarsToCents(from.monthlyFee),
    newMonthlyFee: dollarsToCents(to.monthlyFee),
    billingDay: billingDayOfMonth(new Date(`${account.billingDate}T00:00:00Z`)),
    now: new Date(),
  });
  return (
    <FormattedMessage
      id={planChangeNoticeKey(quote)}
      values={{ amount: money(Math.abs(quote.amount)) }}
    />
  );
}

function PlanCard({
  plan,
  current,
  onChoose,
}: {
  plan: Plan;
  current: boolean;
  onChoose: () => void;
}) {
  const intl = useIntl();
  const dailyPrice = useDailyPrice();
  const money = (dollars: number) => formatMoney(intl, dollarsToCents(dollars));
  const headingId = `plan-${plan.planId}`;
  const storage = storageRatesOf(plan);
  // Every recurring fee first (§9: price disclosure is not a brand option), then the fees per use.
  const fees: [string, string][] = [
    ['monthlyFee', money(plan.monthlyFee)],
    ['setupFee', money(plan.setupFee)],
    ['envelopeStorage', dailyPrice(storage.envelopePerDay)],
    ['parcelStorage', dailyPrice(storage.parcelPerDay)],
    ['envelopeScan', money(plan.envelopeScan)],
    ['perLetter', money(plan.perLetter)],
    ['perPage', money(plan.perPage)],
    ['letterForward', money(plan.letterForward)],
    [
      'parcelForward',
      plan.parcelForwardPercent
        ? intl.formatMessage({ id: 'settings.choosePlan.percent' }, { percent: plan.parcelForward })
        : money(plan.parcelForward),
    ],
  ];
  return (
    <section
      aria-labelledby={headingId}
      className={`${styles.planCard} ${current ? styles.currentPlanCard : ''}`}
    >
      <Inline space="sm" alignY="center">
        <Heading level={2} size={4} id={headingId}>
          {plan.planName}
        </Heading>
        {plan.mostPopular && (
          <Text size="sm" weight="strong" tone="link">
            <FormattedMessage id="settings.choosePlan.mostPopular" />
          </Text>
        )}
        {current && (
          <Text size="sm" weight="strong">
            <FormattedMessage id="settings.choosePlan.current" />
          </Text>
        )}
      </Inline>
      <dl className={styles.feeList}>
        {fees.map(([id, value]) => (
          <div key={id} style={{ display: 'contents' }}>
            <Text as="dt" size="sm" tone="secondary">
              <FormattedMessage
                id={`settings.choosePlan.${id}`}
                values={{ days: FREE_STORAGE_DAYS }}
              />
            </Text>
            <Text as="dd" size="sm" className={styles.feeAmount}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
      {plan.parcelForwardOnly && (
        <Text as="p" size="sm" tone="secondary">
          <FormattedMessage id="settings.choosePlan.parcelOnly" />
        </Text>
      )}
      {!current && (
        <div>
          <Button variant={plan.mostPopular ? 'primary' : 'secondary'} onClick={onChoose}>
            <FormattedMessage id="settings.choosePlan.choose" values={{ name: plan.planName }} />
          </Button>
        </div>
      )}
    </section>
  );
}
