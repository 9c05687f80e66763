import { Alert } from '@portal/ui/alert';
import { Spinner } from '@portal/ui/spinner';
import { Navigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';
import { useEmailVerification } from '#signup/api/email-verification.ts';

/** §2 /verify?q=: confirms the member's email address from the emailed link. */
export function VerifyPage() {
  const { q } = useSearch({ from: '/data/verify' });
  if (useEmailVerification(q)) return <Navigate to="/Members" replace />;
  return (
    <PublicPage titleId="verify.title">
      <Alert tone="error">
        <FormattedMessage id="verify.invalid" />
      </Alert>
    </PublicPage>
  );
}

/** While the link is checked. */
export function VerifyPending() {
  const intl = useIntl();
  return (
    <PublicPage titleId="verify.title">
      <Spinner label={intl.formatMessage({ id: 'common.loading' })} showLabel />
    </PublicPage>
  );
}
