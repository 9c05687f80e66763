/** Where a brand receives its members' mail (§3), as the location list gives it. */
export interface MailLocation {
  street: string;
  suburb: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

/**
 * The name a member's mail is addressed to: the account name they chose, or their own name. The
 * staff who sort the mail match it against the suite code's account.
 */
export function addresseeName(account: {
  accountName: string | null;
  firstName: string;
  lastName: string;
}): string {
  return account.accountName?.trim() || `${account.firstName} ${account.lastName}`.trim();
}

/**
 * A mail-receiving address as Australia Post needs it on an envelope: the addressee, the suite
 * code on its own line (how the mail finds its member), the street or PO Box, then locality, state
 * and postcode on one line, and the country for mail from abroad. These lines are written in
 * English whatever the member's language: they are what the sender copies onto the envelope.
 */
export function mailingAddressLines(
  name: string,
  userCode: string,
  location: MailLocation,
): string[] {
  return [
    name,
    `Suite ${userCode}`,
    location.street,
    `${location.suburb || location.city} ${location.state} ${location.postcode}`,
    location.country,
  ].filter((line) => line.trim() !== '');
}
