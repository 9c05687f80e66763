import { PortalApiError } from '@portal/api-client/errors';
import { Alert } from '@portal/ui/alert';
import { Navigate, useSearch } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { EmailLinkForm } from '#shared/forms/email-link-form.tsx';
import { LinkCheckingPage } from '#shared/notice-page.tsx';
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

/**
 * The way forward from a bad or expired link: a fresh one to the address given (the signed-in
 * member's, filled in), then a sentence saying where it went; and the way to log in.
 */
function ResendLink() {
  const resend = useResendVerificationMutation();
  return (
    <EmailLinkForm
      send={resend}
      defaultEmail={storedAccount()?.email ?? ''}
      introId="verify.resendIntro"
      submitId="verify.resend"
      sentId="verify.resent"
      failureId={(error) =>
        error instanceof PortalApiError && error.status === 429 ? 'verify.tooMany' : 'common.error'
      }
    />
  );
}

/** While the link is checked. */
export function VerifyPending() {
  return <LinkCheckingPage titleId="verify.title" />;
}
