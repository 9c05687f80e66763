import { Alert } from '@portal/ui/alert';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';

/** §2 /LoginGuard: this browser must be verified through the emailed link or code. */
export function LoginGuardPage() {
  return (
    <PublicPage footer titleId="loginGuard.title">
      <Alert tone="info">
        <FormattedMessage id="loginGuard.notice" />
      </Alert>
      <Link to="/Login">
        <FormattedMessage id="common.backToLogin" />
      </Link>
    </PublicPage>
  );
}
