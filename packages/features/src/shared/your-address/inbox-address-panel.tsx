import { Button } from '@portal/ui/button';
import { Text } from '@portal/ui/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { YourAddressCard } from '#shared/your-address/your-address-card.tsx';
import * as styles from '#shared/your-address/your-address.css.ts';

/** The member's own choice to show or fold the card, kept across visits on this browser. */
const CHOICE_KEY = 'portal.yourAddress.shown';

function storedChoice(): boolean | null {
  const stored = localStorage.getItem(CHOICE_KEY);
  return stored === null ? null : stored === 'true';
}

/**
 * "Your address" on the inbox. Open until the member has mail (it is what they need first: the
 * address to give senders), then folded to one line that leaves the mail list where it was; the
 * member's own Show or Hide wins from then on.
 */
export function InboxAddressPanel({ hasMail }: { hasMail: boolean }) {
  const { userCode } = useAccount();
  const [choice, setChoice] = useState(storedChoice);
  const shown = choice ?? !hasMail;
  const choose = (show: boolean) => {
    localStorage.setItem(CHOICE_KEY, String(show));
    setChoice(show);
  };

  return shown ? (
    <YourAddressCard
      id="inbox-your-address"
      action={
        <Button variant="link" size="sm" aria-expanded onClick={() => choose(false)}>
          <FormattedMessage id="yourAddress.hide" />
        </Button>
      }
    />
  ) : (
    <div className={styles.folded}>
      <Text size="sm" className={styles.foldedText}>
        <FormattedMessage
          id="yourAddress.folded"
          values={{ code: userCode, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </Text>
      <Button variant="link" size="sm" aria-expanded={false} onClick={() => choose(true)}>
        <FormattedMessage id="yourAddress.show" />
      </Button>
    </div>
  );
}
