import {
  characterCount,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  validateSupportForm,
  type SupportForm,
} from '@portal/domain/validation/support-form';
import { Alert } from '@portal/ui/alert';
import { Box } from '@portal/ui/box';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useLeaveGuard } from '#shared/forms/leave-guard.tsx';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { useMenuReturnsToInbox } from '#shared/members-shell/menu-action.ts';
import { useBrand } from '#shared/use-brand.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useSendSupportEmail } from '#support/api/support.ts';

/** §2, §9: 'Email has been sent' shows this long. */
export const SUPPORT_SENT_MS = 3000;

const resolver = domainResolver<SupportForm>(validateSupportForm);

/**
 * §2 /Members/Support: best contact email (the account's to start with), subject and message with
 * their length counters, Send. Success says so for 3 s; a failure gives the brand's address to
 * write to directly. On a phone the menu button returns to the inbox ('mobileMenuClick').
 */
export function SupportPage() {
  const intl = useIntl();
  const brand = useBrand();
  const account = useAccount();
  const errorText = useFieldError();
  const send = useSendSupportEmail();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const form = useForm<SupportForm>({
    defaultValues: { email: account.email, subject: '', message: '' },
    resolver,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [subject = '', message = ''] = useWatch({
    control: form.control,
    name: ['subject', 'message'],
  });
  const leaveGuard = useLeaveGuard(isDirty && !isSubmitting);
  useMenuReturnsToInbox();
  const title = intl.formatMessage({ id: 'support.title' });
  usePageTitle(title);

  useEffect(() => {
    if (outcome !== 'sent') return;
    const timer = setTimeout(() => setOutcome(null), SUPPORT_SENT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const submit = async (values: SupportForm) => {
    setOutcome(null);
    try {
      await send.mutateAsync({
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message,
      });
      form.reset({ email: values.email, subject: '', message: '' });
      setOutcome('sent');
    } catch {
      // What the member wrote stays in the form.
      setOutcome('failed');
    }
  };

  const counter = (text: string, max: number) =>
    intl.formatMessage(
      { id: 'support.counter' },
      { count: intl.formatNumber(characterCount(text)), max: intl.formatNumber(max) },
    );

  return (
    <Box padding={{ mobile: 'none', tablet: 'sm' }} maxWidth="text">
      <Stack space="lg">
        <Heading level={1} size={2}>
          {title}
        </Heading>
        <Text as="p">
          <FormattedMessage id="support.intro" values={{ webpageName: brand.webpageName }} />
        </Text>
        {outcome === 'sent' && (
          <Alert tone="success">
            <FormattedMessage id="support.sent" />
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert tone="error">
            <FormattedMessage
              id="support.failed"
              values={{
                email: brand.email,
                link: (email) => <a href={`mailto:${brand.email}`}>{email}</a>,
              }}
            />
          </Alert>
        )}
        <Stack
          as="form"
          space="md"
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          <TextField
            label={intl.formatMessage({ id: 'support.email' })}
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={errorText(errors.email)}
          />
          <TextField
            label={intl.formatMessage({ id: 'support.subject' })}
            autoComplete="off"
            description={counter(subject, SUPPORT_SUBJECT_MAX_LENGTH)}
            {...form.register('subject')}
            error={errorText(errors.subject)}
          />
          <TextArea
            label={intl.formatMessage({ id: 'support.message' })}
            rows={8}
            description={counter(message, SUPPORT_MESSAGE_MAX_LENGTH)}
            {...form.register('message')}
            error={errorText(errors.message)}
          />
          <div>
            <Button type="submit" loading={isSubmitting}>
              <FormattedMessage id="support.send" />
            </Button>
          </div>
        </Stack>
      </Stack>
      {leaveGuard}
    </Box>
  );
}
