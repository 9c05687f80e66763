import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { useBlocker } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Unsaved changes (issue 17): while `dirty`, leaving the page — a link, the menu, the browser's
 * back — asks first; closing or reloading the tab gets the browser's own question. Render what it
 * answers where the form is.
 */
export function useLeaveGuard(dirty: boolean) {
  const intl = useIntl();
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={<FormattedMessage id="common.unsaved.title" />}
      message={<FormattedMessage id="common.unsaved.message" />}
      confirmLabel={intl.formatMessage({ id: 'common.unsaved.leave' })}
      cancelLabel={intl.formatMessage({ id: 'common.unsaved.stay' })}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
