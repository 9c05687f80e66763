import { validateNewPassword, type NewPasswordForm } from '@portal/domain/validation/password';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { usePasswordField } from '#shared/forms/use-password-field.tsx';
import { DoneNotice } from '#shared/notice-page.tsx';
import { PublicPage } from '#shared/public-page.tsx';
import { useResetPasswordMutation } from '#password/api/password.ts';

const resolver = domainResolver<NewPasswordForm>(validateNewPassword);

/** §2 /ResetPassword?reset=&email=: a new password from the emailed link. */
export function ResetPasswordPage() {
  const { reset = '', email = '' } = useSearch({ from: '/data/ResetPassword' });
  const update = useResetPasswordMutation();
  const form = useForm<NewPasswordForm>({
    defaultValues: { password: '', repeat: '' },
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await update.mutateAsync({ email, resetCode: reset, newPassword: password });
    } catch (error) {
      showServerFieldError(error, form.setError, { newPassword: 'password' });
    }
  });
  // A refusal the server tied to a field (an invalid or too guessable password) shows there; any
  // other failure above the form.
  const failed = update.isError && !errors.password;
  const passwordField = usePasswordField(form);

  return (
    <PublicPage footer titleId="resetPassword.title">
      {update.isSuccess ? (
        <DoneNotice noticeId="resetPassword.done" nextId="resetPassword.logIn" nextHref="/Login" />
      ) : (
        <Stack as="form" space="md" onSubmit={onSubmit} noValidate>
          {failed && (
            <Alert tone="error">
              <FormattedMessage id="resetPassword.failed" />
            </Alert>
          )}
          {passwordField('password', 'resetPassword.password')}
          {passwordField('repeat', 'resetPassword.repeat')}
          <Button type="submit" loading={isSubmitting}>
            <FormattedMessage id="resetPassword.submit" />
          </Button>
        </Stack>
      )}
    </PublicPage>
  );
}
