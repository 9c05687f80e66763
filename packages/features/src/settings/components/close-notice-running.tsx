import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatDay } from '#shared/use-format-day.ts';
import { useWithdrawClose, type CloseNotice } from '#settings/api/account-settings.ts';
import { heldMailOutcomeId } from '#settings/components/held-mail-at-close.ts';

/**
 * A close notice is running: the closing date, what then happens to held mail, and Withdraw
 * notice. The answered account has no notice, so the section goes back to offering Close account.
 */
export function CloseNoticeRunning({ notice }: { notice: CloseNotice }) {
  const intl = useIntl();
  const toast = useToast();
  const formatDay = useFormatDay();
  const withdraw = useWithdrawClose();

  const onWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: () =>
        toast(intl.formatMessage({ id: 'settings.close.withdrawn' }), { tone: 'success' }),
    });

  return (
    <Stack space="lg">
      <Alert
        tone="info"
        title={
          <FormattedMessage
            id="settings.close.running.title"
            values={{ date: formatDay(notice.noticeEndsOn) }}
          />
        }
      >
        <FormattedMessage id={heldMailOutcomeId(notice.heldMail)} />
      </Alert>
      <Text as="p">
        <FormattedMessage id="settings.close.running.body" />
      </Text>
      {withdraw.isError && (
        <Alert tone="error">
          <FormattedMessage id="settings.close.withdrawFailed" />
        </Alert>
      )}
      <div>
        <Button loading={withdraw.isPending} onClick={onWithdraw}>
          <FormattedMessage id="settings.close.withdraw" />
        </Button>
      </div>
    </Stack>
  );
}
