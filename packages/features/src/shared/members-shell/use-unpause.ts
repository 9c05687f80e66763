import { pauseToggle } from '@portal/domain/pause';
import { useToast } from '@portal/ui/toast';
import { useIntl } from 'react-intl';
import { useAccount, usePauseAccount } from '#shared/api/account.ts';

/**
 * Unpausing from wherever a paused member is told about it (the inbox banner, the user menu):
 * whether the account is paused, and the call with its outcome said in a toast. A second click
 * while the call is under way does nothing.
 */
export function useUnpause() {
  const intl = useIntl();
  const toast = useToast();
  const account = useAccount();
  const change = usePauseAccount();
  const { action, labelKey } = pauseToggle(account.status);
  const unpause = () => {
    if (change.isPending) return;
    change.mutate('unpause', {
      onSuccess: () =>
        toast(intl.formatMessage({ id: 'members.paused.unpaused' }), { tone: 'success' }),
      onError: () => toast(intl.formatMessage({ id: 'members.paused.failed' }), { tone: 'error' }),
    });
  };
  return { paused: action === 'unpause', labelKey, unpause, pending: change.isPending };
}
