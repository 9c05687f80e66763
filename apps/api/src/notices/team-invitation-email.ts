import type { EmailTemplate } from '#notices/email-layout.ts';

/** An invitation to sign in to a shared account (decision 105), with its /JoinAccount link. */
export const teamInvitationEmail: EmailTemplate<{
  inviter: string;
  account: string;
  role: string;
  link: string;
  days: number;
}> = (t, { inviter, account, role, link, days }) => ({
  subject: t.plain('email.teamInvite.subject', { inviter }),
  blocks: [
    t('email.teamInvite.intro', { inviter, account }),
    t('email.teamInvite.role', { role }),
    t('email.teamInvite.join'),
    { link },
    t('email.teamInvite.expiry', { days }),
  ],
});
