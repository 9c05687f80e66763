import { startForwardWizard, type ForwardWizardState } from '@portal/domain/forward-wizard';
import type { ForwardFailure } from '#forward/api/forward.ts';

/** One step the member has reached; the sending step carries its attempt's key and outcome. */
export interface WizardEntry {
  state: ForwardWizardState;
  /** The Idempotency-Key of the attempt being sent, or that failed. */
  attempt?: string;
  failure?: ForwardFailure;
}

/**
 * The wizard as kept in session storage, so a refresh keeps the step and the choices: the steps
 * reached in order (the address at `?step=0`, and so on), for whose mail and for which member.
 */
export interface StoredWizard {
  owner: string;
  mailIds: readonly number[];
  entries: readonly WizardEntry[];
}

const KEY = 'portal.forwardWizard';

export function loadWizard(owner: string): StoredWizard | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredWizard | null;
    const usable = stored?.owner === owner && Array.isArray(stored.entries) && stored.entries[0];
    return usable ? stored : null;
  } catch {
    // Storage that cannot be read (blocked, or not ours) is a wizard not started.
    return null;
  }
}

export function saveWizard(wizard: StoredWizard): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(wizard));
  } catch {
    // Without storage the wizard still works; a refresh then returns to the inbox.
  }
}

export function clearWizard(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** A kept wizard with the photo ID approval the account has now: staff may have approved it since. */
const withApproval = (wizard: StoredWizard, idVerified: boolean): StoredWizard => ({
  ...wizard,
  entries: wizard.entries.map((entry) => ({ ...entry, state: { ...entry.state, idVerified } })),
});

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The wizard the forward page shows: a new one for mail handed over from the inbox, else the one
 * this tab was in (a refresh, or the browser's back and forward buttons); null when there is
 * neither, and the page returns to the inbox (§2).
 */
export function openWizard(
  account: { userCode: string; idVerified: boolean },
  handedOver: readonly number[] | undefined,
): StoredWizard | null {
  const kept = loadWizard(account.userCode);
  if (!handedOver?.length || (kept && sameIds(kept.mailIds, handedOver))) {
    if (!kept) return null;
    const current = withApproval(kept, account.idVerified);
    saveWizard(current);
    return current;
  }
  const wizard = {
    owner: account.userCode,
    mailIds: handedOver,
    entries: [
      { state: startForwardWizard({ mailIds: handedOver, idVerified: account.idVerified }) },
    ],
  };
  saveWizard(wizard);
  return wizard;
}
