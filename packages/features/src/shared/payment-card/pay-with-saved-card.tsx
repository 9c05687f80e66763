import { centsToDollars, type Cents } from '@portal/domain/money';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/format-money.ts';
import {
  useChargeCardMutation,
  type Receipt,
  type SavedCard,
} from '#shared/payment-card/api/card-on-file.ts';
import { useCardName } from '#shared/payment-card/card-on-file.tsx';
import { useFormatText } from '#shared/server-text.ts';

interface PayWithSavedCardProps {
  card: SavedCard;
  /** What to charge; null while the caller's amount field holds no valid amount. */
  amount: Cents | null;
  /** The caller's fields are valid (shows their errors and answers false when not). */
  canSubmit?: () => boolean;
  onPaid: (receipt: Receipt) => void;
  /** The card was removed meanwhile: the caller offers the card form instead. */
  onNoCard?: () => void;
}

/**
 * "Pay $50 with Visa ending 4242": charges the card on file (ChargeCard) without typing it again,
 * and says why when the bank refuses. A double click pays once (one idempotency key per attempt).
 */
export function PayWithSavedCard({
  card,
  amount,
  canSubmit,
  onPaid,
  onNoCard,
}: PayWithSavedCardProps) {
  const intl = useIntl();
  const cardName = useCardName();
  const formatText = useFormatText();
  const charge = useChargeCardMutation();
  const idempotencyKey = useRef(crypto.randomUUID());
  const outcome = charge.data;

  const pay = async () => {
    if ((canSubmit && !canSubmit()) || amount === null || charge.isPending) return;
    const result = await charge.mutateAsync({
      amount: centsToDollars(amount),
      idempotencyKey: idempotencyKey.current,
    });
    // A definite answer ends this attempt; a failure may be retried with the same key.
    if (result.kind !== 'failed') idempotencyKey.current = crypto.randomUUID();
    if (result.kind === 'paid') onPaid(result.receipt);
    if (result.kind === 'noCard') onNoCard?.();
  };

  return (
    <>
      {outcome && outcome.kind !== 'paid' && (
        <Alert tone="error">
          {outcome.kind === 'declined' ? (
            formatText(outcome.text)
          ) : (
            <FormattedMessage
              id={outcome.kind === 'noCard' ? 'cardOnFile.gone' : 'cardOnFile.payFailed'}
            />
          )}
        </Alert>
      )}
      <Button loading={charge.isPending} onClick={() => void pay()}>
        {amount === null ? (
          <FormattedMessage id="cardOnFile.payAny" values={{ card: cardName(card) }} />
        ) : (
          <FormattedMessage
            id="cardOnFile.pay"
            values={{ amount: formatMoney(intl, amount), card: cardName(card) }}
          />
        )}
      </Button>
    </>
  );
}
