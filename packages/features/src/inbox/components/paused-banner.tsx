import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { FormattedMessage } from 'react-intl';
import { useUnpause } from '#shared/members-shell/use-unpause.ts';

/**
 * While the account is paused (On Hold), new mail waits unopened: the inbox says so above the
 * mail, with the way back to the full service.
 */
export function PausedBanner() {
  const { paused, labelKey, unpause, pending } = useUnpause();
  if (!paused) return null;
  return (
    <Alert
      tone="info"
      title={<FormattedMessage id="members.paused.title" />}
      action={
        <Button size="sm" loading={pending} onClick={unpause}>
          <FormattedMessage id={labelKey} />
        </Button>
      }
    >
      <FormattedMessage id="members.paused.body" />
    </Alert>
  );
}
