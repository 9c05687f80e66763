import { calendarDateIn } from '@portal/domain/calendar';
import { cardExpiryState } from '@portal/domain/card-expiry';
import { Button } from '@portal/ui/button';
import { Text } from '@portal/ui/text';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedCard } from '#shared/payment-card/api/card-on-file.ts';
import * as styles from '#shared/payment-card/payment-card.css.ts';

/** Card networks by the names printed on the cards; any other shows as "Card". */
const NETWORK_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa ending 4242", in the member's language. */
export function useCardName(): (card: { brand: string | null; last4: string | null }) => string {
  const intl = useIntl();
  return ({ brand, last4 }) =>
    intl.formatMessage(
      { id: 'cardOnFile.name' },
      {
        network:
          NETWORK_NAMES[brand ?? ''] ?? intl.formatMessage({ id: 'cardOnFile.unknownNetwork' }),
        last4: last4 ?? '····',
      },
    );
}

interface CardOnFileProps {
  card: SavedCard;
  /** The member's zone: the card turns expired at their midnight. */
  timeZone: string;
  /** Replace and Remove, where the page offers them. */
  actions?: ReactNode;
}

/**
 * The card the member saved: network, last four, expiry (when the provider gave one), and whether
 * it is about to lapse.
 */
export function CardOnFile({ card, timeZone, actions }: CardOnFileProps) {
  const cardName = useCardName();
  const state = cardExpiryState(card, calendarDateIn(new Date(), timeZone));
  return (
    <div className={styles.savedCard}>
      <div className={styles.savedCardText}>
        <Text weight="strong">{cardName(card)}</Text>
        {state !== 'unknown' && (
          <Text size="sm" tone={state === 'expired' ? 'critical' : 'secondary'}>
            <FormattedMessage
              id="cardOnFile.expires"
              values={{ expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` }}
            />
            {state !== 'valid' && (
              <span
                className={`${styles.badge} ${state === 'expired' ? styles.badgeExpired : styles.badgeWarning}`}
              >
                <FormattedMessage id={`cardOnFile.${state}`} />
              </span>
            )}
          </Text>
        )}
      </div>
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </div>
  );
}

/** Replace and Remove, for CardOnFile's actions. */
export function CardOnFileActions({
  onReplace,
  onRemove,
}: {
  onReplace: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onReplace}>
        <FormattedMessage id="cardOnFile.replace" />
      </Button>
      <Button variant="secondary" size="sm" onClick={onRemove}>
        <FormattedMessage id="cardOnFile.remove" />
      </Button>
    </>
  );
}
