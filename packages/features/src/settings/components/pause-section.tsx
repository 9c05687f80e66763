import { pauseToggle } from '@portal/domain/pause';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, usePauseAccount } from '#shared/api/account.ts';
import { PauseDialog, pauseRefusalId } from '#settings/components/pause-dialog.tsx';

/**
 * §2 Pause Account (Unpause while the account is On Hold): a paused account is charged no fees
 * (§9). Pausing asks first, saying what it does (issue 36); it is refused while mail is stored,
 * with §8's words. Unpausing needs no question.
 */
export function PauseSection() {
  const intl = useIntl();
  const toast = useToast();
  const account = useAccount();
  const change = usePauseAccount();
  const [asking, setAsking] = useState(false);
  const { action, labelKey } = pauseToggle(account.status);
  const paused = action === 'unpause';

  const toggle = () => {
    if (change.isPending) return;
    change.mutate(action, {
      onSuccess: () => {
        setAsking(false);
        toast(
          intl.formatMessage({ id: paused ? 'settings.pause.unpaused' : 'settings.pause.paused' }),
          { tone: 'success' },
        );
      },
    });
  };
  const start = () => {
    change.reset();
    if (paused) toggle();
    else setAsking(true);
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
      {paused && change.isError && (
        <Alert tone="error">
          <FormattedMessage id={pauseRefusalId(change.error)} />
        </Alert>
      )}
      <div>
        <Button
          variant={paused ? 'primary' : 'secondary'}
          loading={paused && change.isPending}
          onClick={start}
        >
          <FormattedMessage id={labelKey} />
        </Button>
      </div>
      {asking && (
        <PauseDialog
          onConfirm={toggle}
          onCancel={() => setAsking(false)}
          pausing={change.isPending}
          error={change.error}
        />
      )}
    </Stack>
  );
}
