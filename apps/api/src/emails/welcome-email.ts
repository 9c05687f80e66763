import type { Selectable } from 'kysely';
import type { EmailTemplate } from '#emails/email-layout.ts';
import type { LocationsTable } from '#db/tables.ts';

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

/** A mail-receiving address as it is written on an envelope: the suite code on its own line. */
export function mailingAddress(
  name: string,
  userCode: string,
  location: Pick<
    Selectable<LocationsTable>,
    'street' | 'suburb' | 'city' | 'state' | 'postcode' | 'country'
  >,
): string {
  return [
    name,
    `Suite ${userCode}`,
    location.street,
    `${location.suburb || location.city} ${location.state} ${location.postcode}`,
    location.country,
  ].join('\n');
}
