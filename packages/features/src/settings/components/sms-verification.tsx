import { PortalApiError } from '@portal/api-client/errors';
import { requireFields } from '@portal/domain/validation/form';
import {
  internationalMobileNumber,
  SMS_CALLING_CODES,
  SMS_RESEND_SECONDS,
  validateMobileNumber,
  type SmsCallingCode,
} from '@portal/domain/validation/sms';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Inline } from '@portal/ui/inline';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSendSmsCode, useVerifySmsCode } from '#shared/api/verification.ts';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { useBrand } from '#shared/use-brand.ts';

/** What went wrong with a call (§8: SMS send failures): the server's message id, else ours. */
function useFailureText() {
  const problemMessage = useProblemMessage();
  return (error: unknown) => problemMessage(error, 'settings.sms.failed');
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
  callingCode: SmsCallingCode;
  /** The number after the calling code, typed as at home (0412 345 678, 090-1234-5678). */
  mobileNumber: string;
}
interface CodeValues {
  code: string;
}

const numberResolver = domainResolver<NumberValues>(({ callingCode, mobileNumber }) => ({
  mobileNumber: validateMobileNumber(callingCode, mobileNumber) ?? undefined,
}));

/** The brand's calling codes as select options named in the member's language, and as a list. */
function useCallingCodes() {
  const intl = useIntl();
  const { smsCallingCodes } = useBrand();
  return useMemo(() => {
    const regions = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return {
      options: smsCallingCodes.map((code) => ({
        value: code,
        label: intl.formatMessage(
          { id: 'settings.smsReach.country' },
          { code, country: regions.of(SMS_CALLING_CODES[code].region) },
        ),
      })),
      // "+61 or +81" in the member's language.
      list: intl.formatList(smsCallingCodes, { type: 'disjunction' }),
      first: smsCallingCodes[0],
    };
  }, [intl, smsCallingCodes]);
}
const codeResolver = domainResolver<CodeValues>((values) => requireFields(values, ['code']));

/**
 * §4 SMS verification: a mobile number after one of the brand's calling codes (§5), Send code,
 * then the texted code and Verify ('Incorrect code' when wrong), with a resend after a countdown.
 */
export function SmsVerification({ codeLive }: { codeLive: boolean }) {
  const intl = useIntl();
  const errorText = useFieldError();
  const failureText = useFailureText();
  const send = useSendSmsCode();
  const verify = useVerifySmsCode();
  const countdown = useResendCountdown();
  const callingCodes = useCallingCodes();
  const [mode, setMode] = useState<'number' | 'code'>(codeLive ? 'code' : 'number');
  // Known once this screen texted the code; a code live from an earlier visit has no number here.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const numberForm = useForm<NumberValues>({
    defaultValues: { callingCode: callingCodes.first, mobileNumber: '' },
    resolver: numberResolver,
  });
  const codeForm = useForm<CodeValues>({ defaultValues: { code: '' }, resolver: codeResolver });

  const sendTo = async (number: string) => {
    setFailure(null);
    try {
      await send.mutateAsync(number);
      setSentTo(number);
      setMode('code');
      codeForm.reset();
      countdown.restart();
    } catch (error) {
      if (error instanceof PortalApiError && error.code === 'mobile_country_not_accepted') {
        const message = intl.formatMessage(
          { id: 'settings.smsReach.notAccepted' },
          { codes: callingCodes.list },
        );
        numberForm.setError('mobileNumber', { type: 'server', message }, { shouldFocus: true });
      } else if (
        !showServerFieldError(error, numberForm.setError, { mobileNumber: 'mobileNumber' })
      ) {
        setFailure(failureText(error));
      }
    }
  };

  const sendCode = ({ callingCode, mobileNumber }: NumberValues) =>
    sendTo(internationalMobileNumber(callingCode, mobileNumber));

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
        <FormattedMessage id="settings.smsReach.intro" />
      </Text>
      {failure && <Alert tone="error">{failure}</Alert>}
      {mode === 'number' ? (
        <Stack
          as="form"
          space="md"
          noValidate
          onSubmit={(event) => void numberForm.handleSubmit(sendCode)(event)}
        >
          <Select
            label={intl.formatMessage({ id: 'settings.smsReach.countryCode' })}
            autoComplete="tel-country-code"
            options={callingCodes.options}
            {...numberForm.register('callingCode')}
          />
          <TextField
            type="tel"
            autoComplete="tel-national"
            label={intl.formatMessage({ id: 'settings.sms.number' })}
            description={intl.formatMessage(
              { id: 'settings.smsReach.numberHint' },
              { codes: callingCodes.list },
            )}
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
              onClick={() => (sentTo ? void sendTo(sentTo) : setMode('number'))}
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
