import { EmailLinkForm } from '#shared/forms/email-link-form.tsx';
import { PublicPage } from '#shared/public-page.tsx';
import { useSendResetLinkMutation } from '#password/api/password.ts';

/** §2 /ForgotPassword: asks for a reset link by email. */
export function ForgotPasswordPage() {
  const send = useSendResetLinkMutation();
  return (
    <PublicPage footer titleId="forgotPassword.title">
      <EmailLinkForm send={send} submitId="forgotPassword.submit" sentId="forgotPassword.sent" />
    </PublicPage>
  );
}
