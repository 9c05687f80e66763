import type { EmailTemplate } from '#notices/email-layout.ts';

/** The reset link of §2 /ForgotPassword, leading to /ResetPassword?reset=&email=. */
export const passwordResetEmail: EmailTemplate<{ link: string; minutes: number }> = (
  t,
  { link, minutes },
) => ({
  subject: t.plain('email.passwordReset.subject'),
  blocks: [t('email.passwordReset.intro'), { link }, t('email.passwordReset.expiry', { minutes })],
});
