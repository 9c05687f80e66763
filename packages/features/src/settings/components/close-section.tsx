import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { CloseDialog } from '#settings/components/close-dialog.tsx';
import { CloseNoticeRunning } from '#settings/components/close-notice-running.tsx';
import * as styles from '#settings/components/settings.css.ts';

/**
 * §2 Close Account: closing takes 30 days' notice (§9, decision 076). Without a notice running the
 * section says what giving notice means and opens the dialog that gives it; while one runs it
 * shows the closing date with the way to withdraw.
 */
export function CloseSection() {
  const account = useAccount();
  const [confirming, setConfirming] = useState(false);
  if (account.closing) return <CloseNoticeRunning notice={account.closing} />;
  return (
    <Stack space="lg">
      <Text as="p">
        <FormattedMessage id="settings.close.intro" />
      </Text>
      <ul className={styles.bullets}>
        <li>
          <FormattedMessage id="settings.close.notice" />
        </li>
        <li>
          <FormattedMessage id="settings.close.withdrawAnyTime" />
        </li>
        <li>
          <FormattedMessage id="settings.close.credit" />
        </li>
        <li>
          <FormattedMessage id="settings.close.pauseInstead" />
        </li>
      </ul>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <FormattedMessage id="settings.close.button" />
        </Button>
      </div>
      {confirming && <CloseDialog onClose={() => setConfirming(false)} />}
    </Stack>
  );
}
