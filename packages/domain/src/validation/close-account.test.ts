import { describe, expect, it } from 'vitest';
import {
  CLOSE_ACCOUNT_WORDS,
  isCloseConfirmation,
  validateCloseConfirmation,
} from './close-account.ts';

describe('§5 close account confirmation', () => {
  it('§5 close: close is accepted in any case, with spaces around it', () => {
    for (const typed of ['close', 'CLOSE', ' Close ', 'ｃｌｏｓｅ']) {
      expect(isCloseConfirmation(typed)).toBe(true);
    }
    expect(validateCloseConfirmation('close')).toBeNull();
  });

  it('§5 close: the translation of each language is accepted too', () => {
    expect(CLOSE_ACCOUNT_WORDS).toEqual({
      en: 'close',
      jp: '閉鎖',
      'zh-CN': '关闭',
      'zh-TW': '關閉',
    });
    for (const word of Object.values(CLOSE_ACCOUNT_WORDS)) {
      expect(isCloseConfirmation(` ${word} `)).toBe(true);
    }
  });

  it('§5 close: anything else is refused', () => {
    for (const typed of ['', 'closed', 'clo se', 'delete', '閉じる', 'yes']) {
      expect(validateCloseConfirmation(typed)).toBe('validation.closeAccount.mismatch');
    }
  });
});
