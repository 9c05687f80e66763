import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useAlerts, useMarkAlertReadMutation } from '#shared/api/alerts.ts';
import { useFormatText } from '#shared/server-text.ts';

/** The first unread account alert (§2 top bar): clicking it goes to its url and marks it read. */
export function AlertBanner() {
  const intl = useIntl();
  const router = useRouter();
  const alerts = useAlerts();
  const markRead = useMarkAlertReadMutation();
  const formatText = useFormatText();
  const alert = alerts.data?.find((candidate) => !candidate.read);
  if (!alert) return null;

  const open = () => {
    markRead.mutate(alert.alertId);
    if (!alert.url) return;
    if (alert.url.startsWith('/')) router.history.push(alert.url);
    else window.location.assign(alert.url);
  };

  return (
    <Alert
      tone="info"
      layout="banner"
      dismissAction={{
        label: intl.formatMessage({ id: 'inbox.alert.dismiss' }),
        onDismiss: () => markRead.mutate(alert.alertId),
      }}
    >
      {alert.url ? (
        <Button variant="link" onClick={open}>
          {formatText(alert.text)}
        </Button>
      ) : (
        formatText(alert.text)
      )}
    </Alert>
  );
}
