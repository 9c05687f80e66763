import { PortalApiError } from '@portal/api-client/errors';
import { pauseToggle } from '@portal/domain/pause';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, usePauseAccount } from '#shared/api/account.ts';

/**
 * §2 Pause Account (Unpause while the account is On Hold): a paused account is charged no fees
 * (§9); pausing is refused while mail is stored, with §8's words.
 */
export function PauseSection() {
  const intl = useIntl();
  const toast = useToast();
  const account = useAccount();
  const change = usePauseAccount();
  const [refusal, setRefusal] = useState<'mailHeld' | 'failed' | null>(null);
  const { action, labelKey } = pauseToggle(account.status);
  const paused = action === 'unpause';

  const toggle = () => {
    setRefusal(null);
    change.mutate(action, {
      onSuccess: () =>
        toast(
          intl.formatMessage({ id: paused ? 'settings.pause.unpaused' : 'settings.pause.paused' }),
          { tone: 'success' },
        ),
      onError: (error) =>
        setRefusal(
          error instanceof PortalApiError && error.code === 'pause_blocked_mail_held'
            ? 'mailHeld'
            : 'failed',
        ),
    });
  };

  return (
    <Stack space="lg">
      <Alert tone="info">
        <FormattedMessage
          id={paused ? 'settings.pause.statusPaused' : 'settings.pause.statusActive'}
        />
      </Alert>
      <Text as="p">
        <FormattedMessage id={paused ? 'settings.pause.introPaused' : 'settings.pause.intro'} />
      </Text>
      {refusal && (
        <Alert tone="error">
          <FormattedMessage
            id={refusal === 'mailHeld' ? 'account.pause.mailHeld' : 'settings.saveFailed'}
          />
        </Alert>
      )}
      <div>
        <Button
          variant={paused ? 'primary' : 'secondary'}
          loading={change.isPending}
          onClick={toggle}
        >
          <FormattedMessage id={labelKey} />
        </Button>
      </div>
    </Stack>
  );
}
