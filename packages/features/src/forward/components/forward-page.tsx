import { needsCustomForm } from '@portal/domain/forward-services';
import type { ForwardWizardState } from '@portal/domain/forward-wizard';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stepper } from '@portal/ui/stepper';
import { Text } from '@portal/ui/text';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { AddressStep } from '#forward/components/address-step.tsx';
import { CustomsStep } from '#forward/components/customs-step.tsx';
import {
  choiceOf,
  ForwardSummary,
  useForwardFunding,
} from '#forward/components/forward-summary.tsx';
import { PaymentDialogs, type PaymentDialog } from '#forward/components/payment-dialogs.tsx';
import { ErrorStep, SendingStep, SentStep } from '#forward/components/result-steps.tsx';
import { ReviewStep } from '#forward/components/review-step.tsx';
import { ServiceStep } from '#forward/components/service-step.tsx';
import * as styles from '#forward/components/forward.css.ts';
import { useForwardWizard, useLeaveWizard } from '#forward/wizard/use-forward-wizard.ts';

type StepId = 'address' | 'service' | 'customs' | 'review';

const STEP_OF: Record<ForwardWizardState['step'], StepId> = {
  selectAddress: 'address',
  serviceSelect: 'service',
  customForm: 'customs',
  review: 'review',
  sending: 'review',
  error: 'review',
  sent: 'review',
  left: 'review',
};

/** The steps to show: the customs step unless the chosen service needs none (§4). */
function stepsFor(state: ForwardWizardState): StepId[] {
  const choice = choiceOf(state);
  const customs = !choice || needsCustomForm(choice.service) || state.step === 'customForm';
  return customs ? ['address', 'service', 'customs', 'review'] : ['address', 'service', 'review'];
}

function ForwardFrame({ intro, children }: { intro?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'forward.title' }));
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Heading level={1} size={2}>
          <FormattedMessage id="forward.title" />
        </Heading>
        {intro}
      </div>
      {children}
    </div>
  );
}

/** §2 /Members/Forward: the forward wizard, with the running total beside every step. */
export function ForwardPage() {
  const intl = useIntl();
  const account = useAccount();
  const wizard = useForwardWizard(account.userCode);
  const leave = useLeaveWizard();
  const [payment, setPayment] = useState<PaymentDialog | null>(null);
  const { state } = wizard.entry;
  const { funding } = useForwardFunding(choiceOf(state));
  const mailIds =
    'mailIds' in state ? state.mailIds : 'request' in state ? state.request.mailIds : [];
  const steps = stepsFor(state);

  const step = (() => {
    switch (state.step) {
      case 'selectAddress':
        return <AddressStep state={state} wizard={wizard} />;
      case 'serviceSelect':
        return <ServiceStep state={state} wizard={wizard} />;
      case 'customForm':
        return <CustomsStep state={state} wizard={wizard} />;
      case 'review':
        return (
          <ReviewStep
            state={state}
            wizard={wizard}
            itemCount={mailIds.length}
            onManualPayment={() => setPayment('manualPayment')}
          />
        );
      case 'sending':
        return <SendingStep state={state} attempt={wizard.entry.attempt ?? ''} wizard={wizard} />;
      case 'error':
        return (
          <ErrorStep
            failure={wizard.entry.failure}
            wizard={wizard}
            onUpdateCard={() => setPayment('updateCard')}
            onManualPayment={() => setPayment('manualPayment')}
          />
        );
      case 'sent':
      case 'left':
        return <SentStep onDone={leave} />;
    }
  })();

  return (
    <ForwardFrame
      intro={
        state.step !== 'sent' && (
          <Text as="p" tone="secondary">
            <FormattedMessage id="forward.intro" values={{ items: mailIds.length }} />
          </Text>
        )
      }
    >
      {state.step !== 'sent' && (
        <Stepper
          label={intl.formatMessage({ id: 'forward.steps' })}
          steps={steps.map((id) => ({
            id,
            label: intl.formatMessage({ id: `forward.step.${id}` }),
          }))}
          currentId={STEP_OF[state.step]}
          progressLabel={(position, total) =>
            intl.formatMessage({ id: 'forward.stepOf' }, { position, total })
          }
          completedLabel={(step) => intl.formatMessage({ id: 'forward.stepDone' }, { step })}
        />
      )}
      {state.step === 'sent' ? (
        <section className={styles.panel}>{step}</section>
      ) : state.step === 'review' ? (
        <section
          className={styles.reviewPanel}
          aria-label={intl.formatMessage({ id: 'forward.step.review' })}
        >
          {step}
        </section>
      ) : (
        <div className={styles.layout}>
          <section
            className={styles.panel}
            aria-label={intl.formatMessage({ id: `forward.step.${STEP_OF[state.step]}` })}
          >
            {step}
          </section>
          <ForwardSummary
            state={state}
            itemCount={mailIds.length}
            onManualPayment={() => setPayment('manualPayment')}
          />
        </div>
      )}
      {payment && (
        <PaymentDialogs
          open={payment}
          shortBy={funding?.kind === 'short' ? funding.shortBy : 0}
          onClose={() => setPayment(null)}
        />
      )}
    </ForwardFrame>
  );
}

/** While the wizard's addresses load. */
export function ForwardPending() {
  const intl = useIntl();
  return (
    <ForwardFrame>
      <div className={styles.result}>
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      </div>
    </ForwardFrame>
  );
}
