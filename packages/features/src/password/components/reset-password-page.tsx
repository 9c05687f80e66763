import { Alert } from '@portal/ui/alert';
import { Button, ButtonLink } from '@portal/ui/button';
import { PasswordField } from '@portal/ui/password-field';
import { hasErrors } from '@portal/domain/validation/form';
import { validateNewPassword } from '@portal/domain/validation/password';
import { useMutation } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePortalApi } from '#shared/portal-api.ts';
import * as styles from '#shared/public-page.css.ts';
import { PublicPage } from '#shared/public-page.tsx';

/** §2 /ResetPassword?reset=&email=: a new password from the emailed link. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { client } = usePortalApi();
  const { reset = '', email = '' } = useSearch({ strict: false });
  const [form, setForm] = useState({ password: '', repeat: '' });
  const [showErrors, setShowErrors] = useState(false);
  const errors = validateNewPassword(form);
  const update = useMutation({
    mutationFn: (newPassword: string) =>
      client.POST('/api/Account/ResetPassword', {
        params: { query: { email, newPassword, resetCode: reset } },
      }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!hasErrors(errors)) update.mutate(form.password);
  };
  const errorText = (key: string | undefined) =>
    showErrors && key ? intl.formatMessage({ id: key }) : undefined;

  return (
    <PublicPage title={<FormattedMessage id="resetPassword.title" />}>
      {update.isSuccess ? (
        <>
          <Alert tone="success">
            <FormattedMessage id="resetPassword.done" />
          </Alert>
          <ButtonLink href="/Login">
            <FormattedMessage id="resetPassword.logIn" />
          </ButtonLink>
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {update.isError && (
            <Alert tone="error">
              <FormattedMessage id="resetPassword.failed" />
            </Alert>
          )}
          <PasswordField
            showPasswordLabel={intl.formatMessage({ id: 'common.showPassword' })}
            label={intl.formatMessage({ id: 'resetPassword.password' })}
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
            error={errorText(errors.password)}
          />
          <PasswordField
            showPasswordLabel={intl.formatMessage({ id: 'common.showPassword' })}
            label={intl.formatMessage({ id: 'resetPassword.repeat' })}
            autoComplete="new-password"
            value={form.repeat}
            onChange={(event) => setForm({ ...form, repeat: event.target.value })}
            error={errorText(errors.repeat)}
          />
          <Button type="submit" loading={update.isPending}>
            <FormattedMessage id="resetPassword.submit" />
          </Button>
        </form>
      )}
    </PublicPage>
  );
}
