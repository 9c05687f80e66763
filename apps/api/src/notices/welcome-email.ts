import type { EmailTemplate } from '#notices/email-layout.ts';

/**
 * Sent when the signup wizard completes (§2 /Signup-Complete): the addresses mail can be sent to,
 * each carrying the member's suite code, and the reminder that identity verification comes first.
 */
export const welcomeEmail: EmailTemplate<{ userCode: string; addresses: string[] }> = (
  t,
  { userCode, addresses },
) => ({
  subject: t.plain('email.welcome.subject'),
  blocks: addresses.length
    ? [t('email.welcome.addresses', { userCode }), ...addresses, t('email.welcome.verify')]
    : [t('email.welcome.noAddresses', { userCode })],
});
