import type { SendingState } from '@portal/domain/forward-wizard';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Icon } from '@portal/ui/icon';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ForwardFailure } from '#forward/api/forward.ts';
import { StepActions } from '#forward/components/step-actions.tsx';
import * as styles from '#forward/components/forward.css.ts';
import type { ForwardWizard } from '#forward/wizard/use-forward-wizard.ts';

/**
 * §2 sending: the member's Send (or Try again) started the request; this shows while it runs. A
 * page reloaded here sends the same attempt again, under its key, which the server answers
 * without charging twice.
 */
export function SendingStep({
  state,
  attempt,
  wizard,
}: {
  state: SendingState;
  attempt: string;
  wizard: ForwardWizard;
}) {
  const intl = useIntl();
  const { resumeSending } = wizard;

  useEffect(() => {
    resumeSending({ request: state.request, attempt });
  }, [attempt, resumeSending, state.request]);

  return (
    <div className={styles.result} role="status">
      <Spinner label={intl.formatMessage({ id: 'forward.sending' })} />
      <Text as="p" weight="medium">
        <FormattedMessage id="forward.sending" />
      </Text>
    </div>
  );
}

/** §2 sent. */
export function SentStep({ onDone }: { onDone: () => void }) {
  return (
    <div className={styles.result}>
      <span className={styles.resultIcon}>
        <Icon name="success" size="lg" />
      </span>
      <Heading level={2} size={3}>
        <FormattedMessage id="forward.sent.title" />
      </Heading>
      <Text as="p">
        <FormattedMessage id="forward.sent.posted" />
      </Text>
      <Button onClick={onDone}>
        <FormattedMessage id="forward.sent.backToInbox" />
      </Button>
    </div>
  );
}

/** What went wrong, in the member's words: §8's text for money, the server's reason otherwise. */
function FailureText({ failure }: { failure: ForwardFailure | undefined }) {
  switch (failure?.code) {
    case 'insufficient_funds':
    case 'payment_failed':
      return <FormattedMessage id="forward.error.funds" />;
    case 'quote_changed':
      return <FormattedMessage id="forward.error.quoteChanged" />;
    case 'pending_action':
      return <FormattedMessage id="forward.error.pending" />;
    case 'account_locked':
      return <FormattedMessage id="account.standing.locked" />;
    case 'not_held':
      return <FormattedMessage id="mail.refused.notHeld" />;
    case null:
    case undefined:
      return <FormattedMessage id="forward.error.noAnswer" />;
    default:
      return <FormattedMessage id="forward.error.other" />;
  }
}

/**
 * §2 error: why the forward was not made, with Update Payment Method, Make a manual payment and
 * Try again (the same forward as a new attempt); Back returns to the step that sent.
 */
export function ErrorStep({
  failure,
  wizard,
  onUpdateCard,
  onManualPayment,
}: {
  failure: ForwardFailure | undefined;
  wizard: ForwardWizard;
  onUpdateCard: () => void;
  onManualPayment: () => void;
}) {
  // The card's own decline reason comes only as the server's English text, so it stays out of the
  // translated sentence (issue 34).
  return (
    <Stack space="md">
      <Alert tone="error" title={<FormattedMessage id="forward.error.title" />}>
        <FailureText failure={failure} />
      </Alert>
      <div className={styles.addressTools}>
        <Button variant="secondary" onClick={onUpdateCard}>
          <FormattedMessage id="forward.updatePaymentMethod" />
        </Button>
        <Button variant="secondary" onClick={onManualPayment}>
          <FormattedMessage id="forward.manualPayment" />
        </Button>
      </div>
      <StepActions
        onBack={() => wizard.dispatch({ type: 'back' })}
        next={
          <Button onClick={() => wizard.dispatch({ type: 'tryAgain' })}>
            <FormattedMessage id="forward.tryAgain" />
          </Button>
        }
      />
    </Stack>
  );
}
