import type { EmailTemplate } from '#notices/email-layout.ts';

/** Confirms the member's email address (§2 /verify?q=). */
export const emailVerificationEmail: EmailTemplate<{ link: string; minutes: number }> = (
  t,
  { link, minutes },
) => ({
  subject: t.plain('email.verifyEmail.subject'),
  blocks: [t('email.verifyEmail.intro'), { link }, t('email.verifyEmail.expiry', { minutes })],
});
