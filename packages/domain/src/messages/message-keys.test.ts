import { describe, expect, it } from 'vitest';
import { CUSTOMS_REASON_LABEL_KEYS, UNDELIVERABLE_LABEL_KEYS } from '#forward/custom-form.ts';
import { FIXED_FOLDERS } from '#mail/folders.ts';
import { MAIL_ACTION_LABEL_KEYS, MAIL_REFUSAL_KEYS } from '#mail/mail-actions.ts';
import { DOMAIN_MESSAGE_KEYS } from './message-keys.ts';

describe('§8 message ids domain answers with', () => {
  it('§8 messages: each id is listed once and named area.topic(.detail) in camelCase', () => {
    expect(new Set(DOMAIN_MESSAGE_KEYS).size).toBe(DOMAIN_MESSAGE_KEYS.length);
    for (const key of DOMAIN_MESSAGE_KEYS) expect(key).toMatch(/^[a-z]+(\.[a-z][A-Za-z]*){1,2}$/);
  });

  it('§8 messages: no two actions, refusals, folders or choices share a label', () => {
    const tables = [
      Object.values(MAIL_ACTION_LABEL_KEYS),
      Object.values(MAIL_REFUSAL_KEYS),
      FIXED_FOLDERS.map((folder) => folder.nameKey),
      Object.values(CUSTOMS_REASON_LABEL_KEYS),
      Object.values(UNDELIVERABLE_LABEL_KEYS),
    ];
    for (const keys of tables) expect(new Set(keys).size).toBe(keys.length);
  });
});
