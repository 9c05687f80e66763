import { PortalApiError } from '@portal/api-client/errors';
import { dollarsToCents } from '@portal/domain/money';
import { Alert } from '@portal/ui/alert';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Stack } from '@portal/ui/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/format-money.ts';
import { useAccount } from '#shared/api/account.ts';
import * as styles from '#settings/components/settings.css.ts';

/** What the server's refusal means to the member: mail still stored (§8's words), debt, or retry. */
export function pauseRefusalId(error: unknown): string {
  if (!(error instanceof PortalApiError)) return 'settings.saveFailed';
  if (error.code === 'pause_blocked_mail_held') return 'account.pause.mailHeld';
  if (error.code === 'account_locked') return 'settings.pause.locked';
  return 'settings.saveFailed';
}

interface PauseDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
  pausing: boolean;
  /** The server refused the pause: said in the dialog, which stays open. */
  error: unknown;
}

/**
 * Asks before pausing, saying what a pause does (§9, issue 36): which fees stop and when they start
 * again, what happens to mail that arrives and to mail stored now, and the balance.
 */
export function PauseDialog({ onConfirm, onCancel, pausing, error }: PauseDialogProps) {
  const intl = useIntl();
  const account = useAccount();
  return (
    <ConfirmDialog
      open
      title={<FormattedMessage id="settings.pause.dialog.title" />}
      message={<FormattedMessage id="settings.pause.dialog.intro" />}
      confirmLabel={intl.formatMessage({ id: 'settings.pause.dialog.confirm' })}
      cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={pausing}
    >
      <Stack space="md">
        <ul className={styles.bullets}>
          <li>
            <FormattedMessage id="settings.pause.dialog.fees" />
          </li>
          <li>
            <FormattedMessage id="settings.pause.dialog.arriving" />
          </li>
          <li>
            <FormattedMessage id="settings.pause.dialog.held" />
          </li>
          <li>
            <FormattedMessage
              id="settings.pause.dialog.balance"
              values={{ balance: formatMoney(intl, dollarsToCents(account.balance)) }}
            />
          </li>
        </ul>
        {error !== null && error !== undefined && (
          <Alert tone="error">
            <FormattedMessage id={pauseRefusalId(error)} />
          </Alert>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
