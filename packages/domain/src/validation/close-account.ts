import type { DomainMessageKey } from '#messages/message-keys.ts';

/**
 * Closing the account asks the member to type 'close' or its translation (§4, §5): 閉鎖 in
 * Japanese (as in アカウントの閉鎖, "account closure"), 关闭 in Simplified and 關閉 in Traditional
 * Chinese (the everyday verb "to close", as on a close button). The screen shows the one for the
 * member's language.
 */
export const CLOSE_ACCOUNT_WORDS = {
  en: 'close',
  jp: '閉鎖',
  'zh-CN': '关闭',
  'zh-TW': '關閉',
} as const;

const ACCEPTED = new Set<string>(Object.values(CLOSE_ACCOUNT_WORDS));

/**
 * Whether the typed text confirms closing: any of the words in any of the portal's languages (the
 * server does not know which the member saw), ignoring case and surrounding spaces. NFKC folds
 * the full-width letters a Japanese or Chinese keyboard may type ('ｃｌｏｓｅ').
 */
export function isCloseConfirmation(typed: string): boolean {
  return ACCEPTED.has(typed.normalize('NFKC').trim().toLowerCase());
}

export function validateCloseConfirmation(typed: string): DomainMessageKey | null {
  return isCloseConfirmation(typed) ? null : 'validation.closeAccount.mismatch';
}
