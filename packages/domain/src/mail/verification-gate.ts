import type { DomainMessageKey } from '#messages/message-keys.ts';

/** What the gate reads from the account (§3). */
export interface VerificationState {
  /** A person approved the photo ID. */
  idVerified: boolean;
  /** A complete photo ID waits for that check: the member is temporarily verified (§2). */
  idPending: boolean;
  smsVerified: boolean;
}

/**
 * Mail may be viewed or actioned once the member has verified by SMS or photo ID (§4, §6); a photo
 * ID awaiting its check counts, as the wizard's Complete step promises (§2). Otherwise selecting an
 * item is refused with this toast (§8).
 */
export type MailAccess = { allowed: true } | { allowed: false; toastKey: DomainMessageKey };

export function mailAccess(account: VerificationState): MailAccess {
  return account.idVerified || account.idPending || account.smsVerified
    ? { allowed: true }
    : { allowed: false, toastKey: 'mail.gate.unverified' };
}
