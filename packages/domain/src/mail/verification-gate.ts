import type { DomainMessageKey } from '#messages/message-keys.ts';

/** What the gate reads from the account (§3). */
export interface VerificationState {
  idVerified: boolean;
  smsVerified: boolean;
}

/**
 * Mail may be viewed or actioned once the member has verified by SMS or photo ID (§4, §6).
 * Otherwise selecting an item is refused with this toast (§8).
 */
export type MailAccess = { allowed: true } | { allowed: false; toastKey: DomainMessageKey };

export function mailAccess(account: VerificationState): MailAccess {
  return account.idVerified || account.smsVerified
    ? { allowed: true }
    : { allowed: false, toastKey: 'mail.gate.unverified' };
}
