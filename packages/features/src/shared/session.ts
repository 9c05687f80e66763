import type { Schema } from '@portal/api-client/types';

export type Account = Schema<'Account'>;

export const STORED_AUTH_KEY = 'portal.account';

/**
 * The "stored auth" of §6: a copy of the account kept in the browser so routing knows someone
 * signed in. It is never a credential; the session cookie is (DESIGN §3.6).
 */
export function storedAccount(): Account | null {
  const text = localStorage.getItem(STORED_AUTH_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as Account;
  } catch {
    return null;
  }
}

export function storeAccount(account: Account): void {
  localStorage.setItem(STORED_AUTH_KEY, JSON.stringify(account));
}

export function clearStoredAccount(): void {
  localStorage.removeItem(STORED_AUTH_KEY);
}
