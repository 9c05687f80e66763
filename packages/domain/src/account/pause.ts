import type { AccountStatus } from '#account/account-standing.ts';
import { isHeld, PENDING_ACTION, type MailState } from '#mail/mail-status.ts';
import type { DomainMessageKey } from '#messages/message-keys.ts';

/**
 * Pausing an account (§4: Active ↔ On Hold; pausing is blocked while mail is held, §8).
 */

/** Requests that take an item off our hands once staff carry them out. */
const DISPOSING: readonly (number | null)[] = [
  PENDING_ACTION.forward,
  PENDING_ACTION.shred,
  PENDING_ACTION.returnToSender,
];

/**
 * Mail still held for the member: unopened or scanned items they have not yet asked us to forward,
 * shred or return (the pause message tells them to do exactly that).
 */
export function isMailHeld(items: readonly MailState[]): boolean {
  return items.some((item) => isHeld(item) && !DISPOSING.includes(item.mailActions));
}

/** Why pausing is refused, or null when the account may pause. */
export function checkPause(mailHeld: boolean): DomainMessageKey | null {
  return mailHeld ? 'account.pause.mailHeld' : null;
}

/** The settings entry toggles: Pause Account, labelled Unpause while On Hold (§2). */
export function pauseToggle(status: AccountStatus): {
  action: 'pause' | 'unpause';
  labelKey: DomainMessageKey;
} {
  return status === 'On Hold'
    ? { action: 'unpause', labelKey: 'account.pause.unpause' }
    : { action: 'pause', labelKey: 'account.pause.pause' };
}
