import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { TextField } from '@portal/ui/text-field';
import { isBlank } from '@portal/domain/validation/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePortalApi } from '#shared/portal-api.ts';
import * as styles from '#shared/public-page.css.ts';
import { PublicPage } from '#shared/public-page.tsx';

/** §2 /ForgotPassword: asks for a reset link by email. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const { client } = usePortalApi();
  const [email, setEmail] = useState('');
  const [blank, setBlank] = useState(false);
  const send = useMutation({
    mutationFn: (address: string) =>
      client.POST('/api/Account/SendResetPassword', { params: { query: { email: address } } }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBlank(isBlank(email));
    if (!isBlank(email)) send.mutate(email.trim());
  };

  return (
    <PublicPage title={<FormattedMessage id="forgotPassword.title" />}>
      {send.isSuccess ? (
        <Alert tone="success">
          <FormattedMessage id="forgotPassword.sent" values={{ email: send.variables }} />
        </Alert>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {send.isError && (
            <Alert tone="error">
              <FormattedMessage id="common.error" />
            </Alert>
          )}
          <TextField
            label={intl.formatMessage({ id: 'login.email' })}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={blank ? intl.formatMessage({ id: 'validation.required' }) : undefined}
          />
          <Button type="submit" loading={send.isPending}>
            <FormattedMessage id="forgotPassword.submit" />
          </Button>
        </form>
      )}
      <Link to="/Login">
        <FormattedMessage id="common.backToLogin" />
      </Link>
    </PublicPage>
  );
}
