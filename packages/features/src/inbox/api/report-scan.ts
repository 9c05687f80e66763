import { useToast } from '@portal/ui/toast';
import { useIntl } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import { useAccount } from '#shared/api/account.ts';
import { useApiClient } from '#shared/api/api-client.ts';

/**
 * The preview's Report button: tells support (POST /api/Support/Email, replies to the member) which
 * item's scan would not show, so staff can scan it again. The message is for staff, in English.
 */
export function useReportScan(): (item: MailItem) => Promise<void> {
  const client = useApiClient();
  const account = useAccount();
  const toast = useToast();
  const intl = useIntl();
  return async (item) => {
    const { error } = await client.POST('/api/Support/Email', {
      body: {
        email: account.email,
        subject: `Scan cannot be shown: mail item ${item.mailId}`,
        message: `The scan of "${item.name}" (mail item ${item.mailId}) does not open in the portal's preview. Please check the file and scan it again.`,
      },
    });
    toast(intl.formatMessage({ id: error ? 'preview.reportFailed' : 'preview.reported' }), {
      tone: error ? 'error' : 'success',
    });
  };
}
