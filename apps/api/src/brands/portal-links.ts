import { FOLDER } from '@portal/domain/folders';
import { findBrand, siteUrl } from '#brands/brand-registry.ts';

/*
 * The portal pages the server links to from alerts and emails, in one place: several areas (staff
 * commands, mail notices, billing, verification) send a member to the same pages.
 */

/** The inbox, where an alert or an email about mail takes the member. */
export const INBOX_URL = '/Members/';

/** One item opened in All Stored Items, which lists it whatever folder it is in. */
export const itemUrl = (mailId: number) =>
  `/Members/?folder=${FOLDER.allStoredItems}&open=${mailId}`;

/** The Forward Log, where a posted forward and its tracking number are listed. */
export const FORWARD_LOG_URL = `/Members/?folder=${FOLDER.forwardLog}`;

/** Mail Rules' log, where a rule's action is undone: where an alert about one takes the member. */
export const MAIL_RULES_URL = '/Members/Account/MailRules';

/** Action Required, where an item a rule only flagged waits for the member's decision. */
export const ACTION_REQUIRED_URL = '/Members/ActionRequired';

/** The verification page, where an alert about a photo ID takes the member. */
export const VERIFICATION_URL = '/Members/Account/Verification';

/** Manual Payment, where an email about money the account needs takes the holder to pay. */
export const MANUAL_PAYMENT_URL = '/Members/Account/ManualPayment';

/** Transactions, where an email about a charge or a receipt takes the holder. */
export const TRANSACTIONS_URL = '/Members/Account/Transactions';

/** Where an invitation to a shared account is accepted (decision 105): `?invitation=<token>`. */
export const JOIN_ACCOUNT_URL = '/JoinAccount';

/** A page of the member's portal, as an email links to it: on the site of the account's brand. */
export function portalLink(account: { webpage: string }, path: string) {
  const brand = findBrand(account.webpage);
  return brand ? `${siteUrl(brand)}${path}` : path;
}
