import { PortalApiError } from '@portal/api-client/errors';
import { requireFields } from '@portal/domain/validation/form';
import {
  MOBILE_PREFIX,
  normaliseMobileNumber,
  SMS_RESEND_SECONDS,
  validateMobileNumber,
} from '@portal/domain/validation/sms';
import { ID_VERIFICATION, SMS_VERIFICATION } from '@portal/domain/verification-status';
import { Alert } from '@portal/ui/alert';
import { Button, ButtonLink } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Inline } from '@portal/ui/inline';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useRedoPhotoId,
  useSendSmsCode,
  useVerification,
  useVerifySmsCode,
  type Verification,
} from '#shared/api/verification.ts';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';

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

/** What went wrong with a call, in the server's words where it gave some (§8: SMS send failures). */
function useFailureText() {
  const intl = useIntl();
  return (error: unknown) =>
    error instanceof PortalApiError && error.detail
      ? error.detail
      : intl.formatMessage({ id: 'settings.sms.failed' });
}

/** Counts down from {@link SMS_RESEND_SECONDS} after each text; 0 when a new one may be asked. */
function useResendCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds === 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, restart: () => setSeconds(SMS_RESEND_SECONDS) };
}

interface NumberValues {
  mobileNumber: string;
}
interface CodeValues {
  code: string;
}

const numberResolver = domainResolver<NumberValues>(({ mobileNumber }) => ({
  mobileNumber: validateMobileNumber(mobileNumber) ?? undefined,
}));
const codeResolver = domainResolver<CodeValues>((values) => requireFields(values, ['code']));

/**
 * §4 SMS verification: an Australian number (§5, +61 typed for the member), Send code, then the
 * texted code and Verify ('Incorrect code' when wrong), with a resend after a countdown.
 */
function SmsVerification({ codeLive }: { codeLive: boolean }) {
  const intl = useIntl();
  const errorText = useFieldError();
  const failureText = useFailureText();
  const send = useSendSmsCode();
  const verify = useVerifySmsCode();
  const countdown = useResendCountdown();
  const [mode, setMode] = useState<'number' | 'code'>(codeLive ? 'code' : 'number');
  // Known once this screen texted the code; a code live from an earlier visit has no number here.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const numberForm = useForm<NumberValues>({
    defaultValues: { mobileNumber: MOBILE_PREFIX },
    resolver: numberResolver,
  });
  const codeForm = useForm<CodeValues>({ defaultValues: { code: '' }, resolver: codeResolver });

  const sendCode = async ({ mobileNumber }: NumberValues) => {
    setFailure(null);
    const number = normaliseMobileNumber(mobileNumber);
    try {
      await send.mutateAsync(number);
      setSentTo(number);
      setMode('code');
      codeForm.reset();
      countdown.restart();
    } catch (error) {
      if (!showServerFieldError(error, numberForm.setError, { mobileNumber: 'mobileNumber' })) {
        setFailure(failureText(error));
      }
    }
  };

  const checkCode = async ({ code }: CodeValues) => {
    setFailure(null);
    try {
      if (!(await verify.mutateAsync(code.trim()))) {
        codeForm.setError(
          'code',
          { type: 'server', message: intl.formatMessage({ id: 'settings.sms.incorrect' }) },
          { shouldFocus: true },
        );
      }
    } catch (error) {
      if (!showServerFieldError(error, codeForm.setError, { code: 'code' })) {
        setFailure(failureText(error));
      }
    }
  };

  return (
    <Stack space="md">
      <Text as="p" tone="secondary">
        <FormattedMessage id="settings.sms.intro" />
      </Text>
      {failure && <Alert tone="error">{failure}</Alert>}
      {mode === 'number' ? (
        <Stack
          as="form"
          space="md"
          noValidate
          onSubmit={(event) => void numberForm.handleSubmit(sendCode)(event)}
        >
          <TextField
            type="tel"
            autoComplete="tel"
            label={intl.formatMessage({ id: 'settings.sms.number' })}
            description={intl.formatMessage({ id: 'settings.sms.numberHint' })}
            {...numberForm.register('mobileNumber')}
            error={errorText(numberForm.formState.errors.mobileNumber)}
          />
          <div>
            <Button type="submit" loading={numberForm.formState.isSubmitting}>
              <FormattedMessage id="settings.sms.send" />
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack
          as="form"
          space="md"
          noValidate
          onSubmit={(event) => void codeForm.handleSubmit(checkCode)(event)}
        >
          <Text as="p" role="status">
            {sentTo ? (
              <FormattedMessage id="settings.sms.sentTo" values={{ number: sentTo }} />
            ) : (
              <FormattedMessage id="settings.sms.sentEarlier" />
            )}
          </Text>
          <TextField
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            label={intl.formatMessage({ id: 'settings.sms.code' })}
            {...codeForm.register('code')}
            error={errorText(codeForm.formState.errors.code)}
          />
          <Inline space="sm" alignY="center">
            <Button type="submit" loading={codeForm.formState.isSubmitting}>
              <FormattedMessage id="settings.sms.verify" />
            </Button>
            <Button
              variant="secondary"
              disabled={countdown.seconds > 0}
              loading={send.isPending}
              onClick={() => (sentTo ? void sendCode({ mobileNumber: sentTo }) : setMode('number'))}
            >
              {countdown.seconds > 0 ? (
                <FormattedMessage
                  id="settings.sms.resendIn"
                  values={{ seconds: countdown.seconds }}
                />
              ) : (
                <FormattedMessage id="settings.sms.resend" />
              )}
            </Button>
            <Button
              variant="link"
              onClick={() => {
                setMode('number');
                setFailure(null);
              }}
            >
              <FormattedMessage id="settings.sms.changeNumber" />
            </Button>
          </Inline>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * §4 photo ID: not started (a way to the wizard, and staff's reason if they refused the last
 * submission), pending ('Click here to redo' withdraws it), or verified.
 */
function PhotoIdState({ verification }: { verification: Verification }) {
  const intl = useIntl();
  const redo = useRedoPhotoId();
  const state = verification.idVerification;
  return (
    <Stack space="sm" as="section" aria-labelledby="settings-photo-id">
      <Heading level={2} size={4} id="settings-photo-id">
        <FormattedMessage id="settings.photoId.heading" />
      </Heading>
      {state === ID_VERIFICATION.verified ? (
        <Alert tone="success">
          <FormattedMessage id="settings.photoId.verified" />
        </Alert>
      ) : state === ID_VERIFICATION.pending ? (
        <Stack space="md">
          <Alert tone="info" title={<FormattedMessage id="settings.photoId.pendingTitle" />}>
            <FormattedMessage id="settings.photoId.pending" />
          </Alert>
          {redo.isError && (
            <Alert tone="error">
              <FormattedMessage id="settings.photoId.redoFailed" />
            </Alert>
          )}
          <div>
            <Button variant="secondary" loading={redo.isPending} onClick={() => redo.mutate()}>
              <FormattedMessage id="settings.photoId.redo" />
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack space="md">
          {verification.rejectionReason && (
            <Alert tone="error" title={<FormattedMessage id="settings.photoId.rejectedTitle" />}>
              {intl.formatMessage(
                { id: 'settings.photoId.rejected' },
                { reason: verification.rejectionReason },
              )}
            </Alert>
          )}
          <Text as="p" tone="secondary">
            <FormattedMessage id="settings.photoId.intro" />
          </Text>
          <div>
            {/* A page load, not a route change: the camera is allowed by the Permissions-Policy
                header of the wizard's own document, which a route change would not fetch. */}
            <ButtonLink href="/Members/PhotoVerification">
              <FormattedMessage id="settings.photoId.start" />
            </ButtonLink>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
