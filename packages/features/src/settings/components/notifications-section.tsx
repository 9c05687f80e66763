import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import {
  useNotificationSetting,
  type NotificationSetting,
} from '#settings/api/account-settings.ts';
import { SettingSwitch } from '#settings/components/setting-switch.tsx';

const SETTINGS: { setting: NotificationSetting; id: string }[] = [
  { setting: 'emailActionNotification', id: 'settings.notifications.actionDone' },
  { setting: 'includePdf', id: 'settings.notifications.includePdf' },
  { setting: 'quoteScanText', id: 'settings.notifications.quoteScanText' },
  { setting: 'seperateAlerts', id: 'settings.notifications.separate' },
];

/**
 * §2 Notifications: the email settings of §3 and whether emails quote a scan's first lines (issue
 * 41), each saved as it changes: the signed-in user's own (decision 105), sent to their own
 * address, so every role sees this section.
 */
export function NotificationsSection() {
  const intl = useIntl();
  const account = useAccount();
  const update = useNotificationSetting();
  return (
    <Stack space="lg">
      <Text as="p">
        <FormattedMessage id="settings.notifications.intro" values={{ email: account.you.email }} />
      </Text>
      {SETTINGS.map(({ setting, id }) => (
        <SettingSwitch
          key={setting}
          label={intl.formatMessage({ id })}
          description={intl.formatMessage({ id: `${id}.description` })}
          checked={account[setting]}
          mutation={update}
          input={(on) => ({ setting, on })}
        />
      ))}
    </Stack>
  );
}
