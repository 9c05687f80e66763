import type { EmailTemplate } from '#notices/email-layout.ts';

/*
 * What the member hears when their sign-in email or password changes (issue 33, decision 081).
 * The notices go to the address that was the sign-in email, so an intruder who changed it cannot
 * keep the member from hearing.
 */

/** To the new address of an email change: the link that makes it the sign-in email. */
export const emailChangeVerifyEmail: EmailTemplate<{ link: string; minutes: number }> = (
  t,
  { link, minutes },
) => ({
  subject: t.plain('email.emailChangeVerify.subject'),
  blocks: [
    t('email.emailChangeVerify.intro'),
    { link },
    t('email.emailChangeVerify.expiry', { minutes }),
  ],
});

/** To the old address of an email change, at once: what was asked, and the link that undoes it. */
export const emailChangeNoticeEmail: EmailTemplate<{
  newEmail: string;
  link: string;
  days: number;
}> = (t, { days, link, newEmail }) => ({
  subject: t.plain('email.emailChangeNotice.subject'),
  blocks: [
    t('email.emailChangeNotice.intro', { newEmail }),
    t('email.emailChangeNotice.undo'),
    { link },
    t('email.emailChangeNotice.expiry', { days }),
  ],
});

/** To the sign-in email after ChangePassword or ResetPassword. */
export const passwordChangedEmail: EmailTemplate<{ link: string }> = (t, { link }) => ({
  subject: t.plain('email.passwordChanged.subject'),
  blocks: [t('email.passwordChanged.intro'), t('email.passwordChanged.reset'), { link }],
});
