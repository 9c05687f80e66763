import { Alert } from '@portal/ui/alert';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { PublicPage } from '#shared/public-page.tsx';

/** §2 /EmailGuard: the email address is not verified yet. */
export function EmailGuardPage() {
  return (
    <PublicPage footer titleId="emailGuard.title">
      <Alert tone="info">
        <FormattedMessage id="emailGuard.notice" />
      </Alert>
      <Link to="/Login">
        <FormattedMessage id="common.backToLogin" />
      </Link>
    </PublicPage>
  );
}
