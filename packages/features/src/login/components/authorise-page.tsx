import { Alert } from '@portal/ui/alert';
import { Spinner } from '@portal/ui/spinner';
import { Navigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';
import { useLoginGuardAuthorise } from '#login/api/authorise.ts';

/** §2 /authorise?q=: authorises this browser for the login guard with the emailed code. */
export function AuthorisePage() {
  const intl = useIntl();
  const { q } = useSearch({ from: '/data/authorise' });
  if (useLoginGuardAuthorise(q)) {
    return (
      <Navigate
        to="/Login"
        search={{ message: intl.formatMessage({ id: 'authorise.success' }) }}
        replace
      />
    );
  }
  return (
    <PublicPage footer titleId="authorise.title">
      <Alert tone="error">
        <FormattedMessage id="authorise.invalid" />
      </Alert>
    </PublicPage>
  );
}

/** While the code is checked. */
export function AuthorisePending() {
  const intl = useIntl();
  return (
    <PublicPage footer titleId="authorise.title">
      <Spinner label={intl.formatMessage({ id: 'common.loading' })} showLabel />
    </PublicPage>
  );
}
