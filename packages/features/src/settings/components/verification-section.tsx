import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import { Alert } from '@portal/ui/alert';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { useVerification } from '#shared/api/verification.ts';
import { PhotoIdState } from '#settings/components/photo-id-state.tsx';
import { SmsVerification } from '#settings/components/sms-verification.tsx';

/** §2 Verification: the mobile number by SMS code, and the photo ID's state. */
export function VerificationSection() {
  const intl = useIntl();
  const verification = useVerification();
  if (verification.isPending)
    return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  if (verification.isError) {
    return (
      <Alert tone="error">
        <FormattedMessage id="settings.verification.unavailable" />
      </Alert>
    );
  }
  return (
    <Stack space="xl">
      <Stack space="sm" as="section" aria-labelledby="settings-sms">
        <Heading level={2} size={4} id="settings-sms">
          <FormattedMessage id="settings.sms.heading" />
        </Heading>
        {verification.data.smsVerification === SMS_VERIFICATION.verified ? (
          <Alert tone="success">
            <FormattedMessage id="settings.sms.verified" />
          </Alert>
        ) : (
          <SmsVerification
            codeLive={verification.data.smsVerification === SMS_VERIFICATION.codeSent}
          />
        )}
      </Stack>
      <PhotoIdState verification={verification.data} />
    </Stack>
  );
}
