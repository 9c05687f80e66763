import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Unsaved changes (issue 17): while `dirty`, leaving the page — a link, the menu, the browser's
 * back — asks first; closing or reloading the tab gets the browser's own question. Render what it
 * answers where the form is. Built on the router history's own `block` rather than the router's
 * `useBlocker`, which would add half a kilobyte to every page's first load (decision 020).
 */
export function useLeaveGuard(dirty: boolean) {
  const intl = useIntl();
  const { history } = useRouter();
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    return history.block({
      enableBeforeUnload: true,
      // Resolves true to stay (the navigation is blocked), false to leave.
      blockerFn: () =>
        new Promise<boolean>((resolve) =>
          setAnswer(() => (leave: boolean) => {
            setAnswer(null);
            resolve(!leave);
          }),
        ),
    });
  }, [dirty, history]);

  return (
    <ConfirmDialog
      open={answer !== null}
      title={<FormattedMessage id="common.unsaved.title" />}
      message={<FormattedMessage id="common.unsaved.message" />}
      confirmLabel={intl.formatMessage({ id: 'common.unsaved.leave' })}
      cancelLabel={intl.formatMessage({ id: 'common.unsaved.stay' })}
      tone="danger"
      onConfirm={() => answer?.(true)}
      onCancel={() => answer?.(false)}
    />
  );
}
