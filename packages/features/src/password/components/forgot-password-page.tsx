import { requireFields } from '@portal/domain/validation/form';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { Stack } from '@portal/ui/stack';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { SERVER_TEXT, showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { PublicPage } from '#shared/public-page.tsx';
import { useSendResetLinkMutation } from '#password/api/password.ts';

interface ForgotPasswordForm {
  email: string;
}

const resolver = domainResolver<ForgotPasswordForm>((values) => requireFields(values, ['email']));

/** §2 /ForgotPassword: asks for a reset link by email. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const errorText = useFieldError();
  const send = useSendResetLinkMutation();
  const form = useForm<ForgotPasswordForm>({ defaultValues: { email: '' }, resolver });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email.trim());
    } catch (error) {
      showServerFieldError(error, form.setError, { email: 'email' });
    }
  });
  const errors = form.formState.errors;

  return (
    <PublicPage footer titleId="forgotPassword.title">
      {send.isSuccess ? (
        <Alert tone="success">
          <FormattedMessage id="forgotPassword.sent" values={{ email: send.data }} />
        </Alert>
      ) : (
        <Stack as="form" space="md" onSubmit={onSubmit} noValidate>
          {send.isError && errors.email?.type !== SERVER_TEXT && (
            <Alert tone="error">
              <FormattedMessage id="common.error" />
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
            <FormattedMessage id="forgotPassword.submit" />
          </Button>
        </Stack>
      )}
      <Link to="/Login">
        <FormattedMessage id="common.backToLogin" />
      </Link>
    </PublicPage>
  );
}
