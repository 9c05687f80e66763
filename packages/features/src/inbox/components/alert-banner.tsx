import type { Schema } from '@portal/api-client/types';
import { Alert } from '@portal/ui/alert';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { usePortalApi } from '#shared/portal-api.ts';
import { usePortalQueries } from '#shared/portal-queries.ts';
import { alertsQueryOptions, markAlertRead } from '#inbox/api/alerts.ts';
import * as styles from '#inbox/components/members-page.css.ts';

/** The first unread account alert (§2 top bar): clicking it goes to its url and marks it read. */
export function AlertBanner() {
  const intl = useIntl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { client } = usePortalApi();
  const queries = usePortalQueries();
  const alerts = useQuery(alertsQueryOptions(queries));
  const alert = alerts.data?.find((candidate) => !candidate.read);
  if (!alert) return null;

  const markRead = async () => {
    queryClient.setQueryData<Schema<'Alert'>[]>(alertsQueryOptions(queries).queryKey, (current) =>
      current?.map((item) => (item.alertId === alert.alertId ? { ...item, read: true } : item)),
    );
    try {
      await markAlertRead(client, alert.alertId);
    } catch (error) {
      console.error(error);
    }
  };
  const open = async () => {
    await markRead();
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
        onDismiss: () => void markRead(),
      }}
    >
      {alert.url ? (
        <button type="button" className={styles.alertLink} onClick={() => void open()}>
          {alert.message}
        </button>
      ) : (
        alert.message
      )}
    </Alert>
  );
}
