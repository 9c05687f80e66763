import { requireFields } from '@portal/domain/validation/form';
import type { MessageId } from '@portal/i18n/messages';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { SERVER_TEXT, showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';

interface EmailLinkValues {
  email: string;
}

const resolver = domainResolver<EmailLinkValues>((values) => requireFields(values, ['email']));

interface EmailLinkFormProps {
  /** Sends the link to the address given and answers that address. */
  send: UseMutationResult<string, Error, string>;
  defaultEmail?: string;
  /** A sentence above the field. */
  introId?: MessageId;
  submitId: MessageId;
  /** Says where the link went, with `{email}`. */
  sentId: MessageId;
  /** What a failure the field does not show says; "Something went wrong" by default. */
  failureId?: (error: Error) => MessageId;
}

/**
 * "Email me a link" (a password reset, a new verification link): one address, then a sentence
 * saying where the link went, and the way back to log in either way.
 */
export function EmailLinkForm({
  send,
  defaultEmail = '',
  introId,
  submitId,
  sentId,
  failureId = () => 'common.error',
}: EmailLinkFormProps) {
  const intl = useIntl();
  const errorText = useFieldError();
  const form = useForm<EmailLinkValues>({ defaultValues: { email: defaultEmail }, resolver });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email.trim());
    } catch (error) {
      showServerFieldError(error, form.setError, { email: 'email' });
    }
  });
  const errors = form.formState.errors;

  return (
    <>
      {send.isSuccess ? (
        <Alert tone="success">
          <FormattedMessage id={sentId} values={{ email: send.data }} />
        </Alert>
      ) : (
        <Stack as="form" space="md" onSubmit={onSubmit} noValidate>
          {introId && (
            <Text as="p">
              <FormattedMessage id={introId} />
            </Text>
          )}
          {send.error && errors.email?.type !== SERVER_TEXT && (
            <Alert tone="error">
              <FormattedMessage id={failureId(send.error)} />
            </Alert>
          )}
          <TextField
            label={intl.formatMessage({ id: 'login.email' })}
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={errorText(errors.email)}
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            <FormattedMessage id={submitId} />
          </Button>
        </Stack>
      )}
      <Link to="/Login">
        <FormattedMessage id="common.backToLogin" />
      </Link>
    </>
  );
}
