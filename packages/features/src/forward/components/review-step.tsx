import type { ReviewState } from '@portal/domain/forward-wizard';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAddresses } from '#shared/api/addresses.ts';
import { addressLines } from '#shared/addresses/address-line.ts';
import { useFormatText } from '#shared/server-text.ts';
import {
  BalanceRows,
  FeeRows,
  FundingNotice,
  TotalRow,
  useForwardFunding,
} from '#forward/components/forward-summary.tsx';
import { StepActions } from '#forward/components/step-actions.tsx';
import * as styles from '#forward/components/forward.css.ts';
import type { ForwardWizard } from '#forward/wizard/use-forward-wizard.ts';

interface ReviewStepProps {
  state: ReviewState;
  wizard: ForwardWizard;
  itemCount: number;
  onManualPayment: () => void;
}

/**
 * Every forward's last look before anything is charged (issue 36): the items, where they go, the
 * service with its options and notes, then the money, the total last so it sits right above Send
 * on a phone. Send is held while neither the balance nor the card on file can pay, and a second
 * click while the wizard moves on sends nothing.
 */
export function ReviewStep({ state, wizard, itemCount, onManualPayment }: ReviewStepProps) {
  const intl = useIntl();
  const formatText = useFormatText();
  const address = useAddresses().find((each) => each.addressId === state.request.addressId);
  const { choice } = state.previous;
  const { funding } = useForwardFunding(choice);
  const sent = useRef(false);
  const { service } = choice;
  const options = service.options.filter((option) => choice.optionCodes.includes(option.code));
  const notes = choice.notes.trim();
  const declaration = state.request.customForm;

  const send = () => {
    if (sent.current) return;
    sent.current = true;
    wizard.dispatch({ type: 'send' });
  };

  return (
    <Stack space="md">
      <Text as="p" tone="secondary">
        <FormattedMessage id="forward.review.intro" />
      </Text>
      <dl className={styles.reviewFacts}>
        <Fact label={<FormattedMessage id="forward.summary.items" />}>
          <FormattedMessage id="forward.review.items" values={{ items: itemCount }} />
        </Fact>
        <Fact label={<FormattedMessage id="forward.address.saved" />}>
          {address &&
            addressLines(address).map((line) => (
              <span key={line} className={styles.reviewLine}>
                {line}
              </span>
            ))}
        </Fact>
        <Fact label={<FormattedMessage id="forward.summary.service" />}>
          <span className={styles.reviewLine}>{formatText(service.text)}</span>
          <Text size="sm" tone="secondary" className={styles.reviewLine}>
            {service.forwardingCompany} · {formatText(service.deliveryTime)}
          </Text>
          {options.length > 0 && (
            <span className={styles.reviewLine}>
              {intl.formatList(options.map((option) => formatText(option.text)))}
            </span>
          )}
        </Fact>
        {notes && (
          <Fact label={<FormattedMessage id="forward.service.notes" />}>
            <span className={styles.reviewNotes}>{notes}</span>
          </Fact>
        )}
        {declaration && (
          <Fact label={<FormattedMessage id="forward.review.customs" />}>
            {declaration.whatIsIt.trim()}
          </Fact>
        )}
      </dl>
      <FundingNotice choice={choice} onManualPayment={onManualPayment} />
      <dl className={styles.summaryRows}>
        <FeeRows choice={choice} />
        <BalanceRows choice={choice} />
        <TotalRow choice={choice} />
      </dl>
      <StepActions
        onBack={() => wizard.dispatch({ type: 'back' })}
        next={
          <Button disabled={funding?.kind === 'short'} onClick={send}>
            <FormattedMessage id="forward.send" />
          </Button>
        }
      />
    </Stack>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.reviewFact}>
      <Text as="dt" tone="secondary">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </div>
  );
}
