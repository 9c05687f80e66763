import type { SignupStep } from '@portal/domain/signup-wizard';

/** What the account step keeps of what was typed: never the passwords. */
export interface AccountDraft {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  accountName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  language: string;
}

/**
 * The signup wizard as this tab keeps it in session storage, so leaving mid-way and coming back
 * (a refresh, another page and Back) keeps what was typed and chosen; the step it resumes at is
 * the server's (`Account.signupStep`).
 */
export interface SignupProgress {
  step: SignupStep;
  draft?: Partial<AccountDraft>;
  /** The member Signup created: from then on the wizard goes forward, never to the account step. */
  userCode?: string;
  locationIds: number[];
  planId?: number;
  /** The top-up chosen, in cents. */
  topUp?: number;
  /** The plan was recorded with ChoosePlan and the card form is shown. */
  paying: boolean;
  /** How the registration was finished (the complete step retries it the same way). */
  finishedWith?: 'card' | 'noCreditCard';
}

const KEY = 'portal.signupWizard';

export const NEW_SIGNUP: SignupProgress = { step: 'account', locationIds: [], paying: false };

export function loadSignup(): SignupProgress {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SignupProgress | null;
    return stored && typeof stored.step === 'string' && Array.isArray(stored.locationIds)
      ? stored
      : NEW_SIGNUP;
  } catch {
    // Storage that cannot be read (blocked, or not ours) is a signup not started.
    return NEW_SIGNUP;
  }
}

export function saveSignup(progress: SignupProgress): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Without storage the wizard still works; a refresh then starts it again.
  }
}

export function clearSignup(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
