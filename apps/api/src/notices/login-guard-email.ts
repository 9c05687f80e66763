import type { EmailTemplate } from '#notices/email-layout.ts';

/** The login guard (§2 /LoginGuard, /authorise): a code for the login form, or a link instead. */
export const loginGuardEmail: EmailTemplate<{ code: string; link: string; minutes: number }> = (
  t,
  { code, link, minutes },
) => ({
  subject: t.plain('email.loginGuard.subject'),
  blocks: [
    t('email.loginGuard.intro'),
    { code },
    t('email.loginGuard.orLink'),
    { link },
    t('email.loginGuard.expiry', { minutes }),
  ],
});
