import { dollarsToCents, type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { planStepGate, signupAsksForCard, signupCharge } from '@portal/domain/signup-wizard';
import { signupDefaultTopUp, signupTopUpChoices } from '@portal/domain/top-up';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { CardForm } from '#shared/payment-card/card-form.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { useSaveTermsMutation } from '#shared/api/terms.ts';
import { useChoosePlanMutation } from '#signup/api/choose-plan.ts';
import { useOfferedPlans } from '#signup/api/plans.ts';
import { ChargeSummary } from '#signup/components/charge-summary.tsx';
import { PlanChoice } from '#signup/components/plan-choice.tsx';
import * as styles from '#signup/components/signup.css.ts';
import { TermsAcceptance } from '#signup/components/terms-acceptance.tsx';
import type { SignupWizard } from '#signup/wizard/use-signup-wizard.ts';

interface PlanStepProps {
  wizard: SignupWizard;
  canGoBack: boolean;
  onBack: () => void;
  onFinish: (how: 'card' | 'noCreditCard') => Promise<void>;
}

/**
 * The plan and payment step: a public plan (§3), the first top-up (§9 choices), today's charge
 * with its breakdown and the terms, accepted before anything is charged, then the card, tokenised
 * in the browser and charged once. Without a card (the brand's settings or the link's
 * `noCreditCard`) the plan is recorded and signup completes.
 */
export function PlanStep({ wizard, canGoBack, onBack, onFinish }: PlanStepProps) {
  const intl = useIntl();
  const brand = useBrand();
  const { noCreditCard = false } = useSearch({ from: '/data/signup' });
  const plans = useOfferedPlans();
  const choosePlan = useChoosePlanMutation();
  const acceptTerms = useSaveTermsMutation();
  const { termsAndConditionsSigned } = useAccount();
  // Ticked already when the server holds the member's acceptance (a resumed signup).
  const [termsTicked, setTermsTicked] = useState(termsAndConditionsSigned);
  const [termsRefused, setTermsRefused] = useState(false);
  // One key per attempt at recording the plan: a retried request records it once.
  const attempt = useRef(crypto.randomUUID());
  const { progress, update } = wizard;
  const asksForCard = signupAsksForCard(brand.signupSettings, noCreditCard);

  const plan =
    plans.find((each) => each.planId === progress.planId) ??
    plans.find((each) => each.mostPopular) ??
    plans[0];
  if (!plan) {
    return (
      <Alert tone="error">
        <FormattedMessage id="signup.plan.none" values={{ email: brand.email }} />
      </Alert>
    );
  }
  const minimum = dollarsToCents(plan.minimumMailDeposit);
  const choices = signupTopUpChoices(minimum);
  const topUp =
    progress.topUp !== undefined && choices.includes(progress.topUp)
      ? progress.topUp
      : signupDefaultTopUp(minimum, dollarsToCents(brand.autoTopUp));
  const charge = signupCharge(dollarsToCents(plan.setupFee), topUp);
  const money = (cents: Cents) => formatMoney(intl, cents);

  const goOn = async () => {
    const gate = planStepGate(termsTicked, termsAndConditionsSigned);
    if (gate === 'askTerms') {
      setTermsRefused(true);
      return;
    }
    try {
      if (gate === 'recordTerms') await acceptTerms.mutateAsync();
      await choosePlan.mutateAsync({ planId: plan.planId, attempt: attempt.current });
    } catch (error) {
      console.error(error);
      return;
    }
    attempt.current = crypto.randomUUID();
    update({ planId: plan.planId, topUp, paying: asksForCard });
    if (!asksForCard) await onFinish('noCreditCard');
  };

  // The card form only once the server holds the terms, whatever this tab remembers.
  if (progress.paying && asksForCard && termsAndConditionsSigned) {
    return (
      <Stack space="lg">
        <Heading level={2} size={3} id="signup-step-heading">
          <FormattedMessage id="signup.payment.title" />
        </Heading>
        <div className={styles.payLayout}>
          <div className={styles.payAside}>
            <ChargeSummary plan={plan} charge={charge} />
            <div>
              <Button variant="link" onClick={() => update({ paying: false })}>
                <FormattedMessage id="signup.payment.change" />
              </Button>
            </div>
          </div>
          <Stack space="md">
            <CardForm
              payment={{ autoTopUpAmount: topUp / 100, chargeNow: true }}
              submitLabel={
                <FormattedMessage
                  id="signup.payment.pay"
                  values={{ amount: money(charge.total) }}
                />
              }
              onSaved={() => onFinish('card')}
            />
          </Stack>
        </div>
      </Stack>
    );
  }

  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={2} size={3} id="signup-step-heading">
          <FormattedMessage id="signup.plan.title" />
        </Heading>
        <Text as="p" tone="secondary">
          <FormattedMessage id="signup.plan.intro" />
        </Text>
      </Stack>
      <PlanChoice
        plans={plans}
        chosen={plan.planId}
        onChoose={(planId: number) => update({ planId })}
      />
      <RadioGroup
        label={intl.formatMessage({ id: 'signup.topUp.label' })}
        description={intl.formatMessage({ id: 'signup.topUp.description' })}
        orientation="horizontal"
        value={String(topUp)}
        options={choices.map((cents) => ({ value: String(cents), label: money(cents) }))}
        onChange={(value) => update({ topUp: Number(value) })}
      />
      <ChargeSummary plan={plan} charge={charge} />
      <TermsAcceptance accepted={termsTicked} onChange={setTermsTicked} refused={termsRefused} />
      {(choosePlan.isError || acceptTerms.isError) && (
        <Alert tone="error">
          <FormattedMessage id="common.error" />
        </Alert>
      )}
      <div className={styles.actions}>
        {canGoBack && (
          <Button variant="secondary" onClick={onBack}>
            <FormattedMessage id="signup.back" />
          </Button>
        )}
        <Button
          loading={choosePlan.isPending || acceptTerms.isPending}
          onClick={() => void goOn()}
          className={styles.forward}
        >
          <FormattedMessage id={asksForCard ? 'signup.plan.continue' : 'signup.plan.finish'} />
        </Button>
      </div>
    </Stack>
  );
}
