import { requireFields } from '@portal/domain/validation/form';
import { PortalApiError } from '@portal/api-client/errors';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { Link, Navigate, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { SERVER_TEXT, showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { PublicPage } from '#shared/public-page.tsx';
import { storedAccount } from '#shared/session.ts';
import {
  useEmailVerification,
  useResendVerificationMutation,
} from '#signup/api/email-verification.ts';

/** §2 /verify?q=: confirms the member's email address from the emailed link. */
export function VerifyPage() {
  const { q } = useSearch({ from: '/data/verify' });
  if (useEmailVerification(q)) return <Navigate to="/Members" replace />;
  return (
    <PublicPage footer titleId="verify.title">
      <Alert tone="error">
        <FormattedMessage id="verify.invalid" />
      </Alert>
      <ResendLink />
    </PublicPage>
  );
}

interface ResendForm {
  email: string;
}

const resolver = domainResolver<ResendForm>((values) => requireFields(values, ['email']));

/**
 * The way forward from a bad or expired link: a fresh one to the address given (the signed-in
 * member's, filled in), then a sentence saying where it went; and the way to log in.
 */
function ResendLink() {
  const intl = useIntl();
  const errorText = useFieldError();
  const resend = useResendVerificationMutation();
  const form = useForm<ResendForm>({
    defaultValues: { email: storedAccount()?.email ?? '' },
    resolver,
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await resend.mutateAsync(email.trim());
    } catch (error) {
      showServerFieldError(error, form.setError, { email: 'email' });
    }
  });
  const errors = form.formState.errors;
  const tooMany = resend.error instanceof PortalApiError && resend.error.status === 429;

  return (
    <>
      {resend.isSuccess ? (
        <Alert tone="success">
          <FormattedMessage id="verify.resent" values={{ email: resend.data }} />
        </Alert>
      ) : (
        <Stack as="form" space="md" onSubmit={onSubmit} noValidate>
          <Text as="p">
            <FormattedMessage id="verify.resendIntro" />
          </Text>
          {resend.isError && errors.email?.type !== SERVER_TEXT && (
            <Alert tone="error">
              <FormattedMessage id={tooMany ? 'verify.tooMany' : 'common.error'} />
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
            <FormattedMessage id="verify.resend" />
          </Button>
        </Stack>
      )}
      <Link to="/Login">
        <FormattedMessage id="common.backToLogin" />
      </Link>
    </>
  );
}

/** While the link is checked. */
export function VerifyPending() {
  const intl = useIntl();
  return (
    <PublicPage footer titleId="verify.title">
      <Spinner label={intl.formatMessage({ id: 'common.loading' })} showLabel />
    </PublicPage>
  );
}
