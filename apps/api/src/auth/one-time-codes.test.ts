import { describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import { createMember } from '../../test/auth-fixtures.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import {
  consumeCode,
  issueCode,
  MAX_CODE_ATTEMPTS,
  recordWrongCode,
  voidCodes,
} from '#auth/one-time-codes.ts';
import { type Database } from '#platform/db/database.ts';

let db: Database;
useForFile(openTestDatabase, (opened) => ({ db } = opened));

describe('one-time codes', () => {
  it('let exactly one of many simultaneous uses succeed', async () => {
    const { accountId } = await createMember(db);
    await issueCode(db.kysely, { accountId, purpose: 'password_reset' }, 'racing-code-1', 60);
    const uses = await Promise.all(
      Array.from({ length: 8 }, () => consumeCode(db.kysely, 'password_reset', 'racing-code-1')),
    );
    expect(uses.filter((use) => use === accountId)).toHaveLength(1);
    expect(uses.filter((use) => use === null)).toHaveLength(7);
  });

  it('only work for their purpose, account and browser', async () => {
    const { accountId } = await createMember(db);
    const other = await createMember(db);
    const scope = { accountId, purpose: 'login_guard', deviceSha256: 'device-a' } as const;
    await issueCode(db.kysely, scope, '123456', 10);

    expect(await consumeCode(db.kysely, 'password_reset', '123456')).toBeNull();
    expect(
      await consumeCode(db.kysely, 'login_guard', '123456', { accountId: other.accountId }),
    ).toBeNull();
    expect(
      await consumeCode(db.kysely, 'login_guard', '123456', { deviceSha256: 'device-b' }),
    ).toBeNull();
    expect(
      await consumeCode(db.kysely, 'login_guard', '123456', {
        accountId,
        deviceSha256: 'device-a',
      }),
    ).toBe(accountId);
  });

  it('take the scope’s other live codes with them, and can all be voided', async () => {
    const { accountId } = await createMember(db);
    const scope = { accountId, purpose: 'login_guard', deviceSha256: 'device-a' } as const;
    await issueCode(db.kysely, scope, '111111', 10);
    await issueCode(db.kysely, scope, 'the-link-token-1', 10);
    expect(await consumeCode(db.kysely, 'login_guard', '111111', { accountId })).toBe(accountId);
    expect(await consumeCode(db.kysely, 'login_guard', 'the-link-token-1')).toBeNull();

    const verification = { accountId, purpose: 'email_verification' } as const;
    await issueCode(db.kysely, verification, 'first-link-token', 10);
    await voidCodes(db.kysely, verification);
    expect(await consumeCode(db.kysely, 'email_verification', 'first-link-token')).toBeNull();
  });

  it(`stop working after ${MAX_CODE_ATTEMPTS} wrong tries`, async () => {
    const { accountId } = await createMember(db);
    const scope = { accountId, purpose: 'login_guard', deviceSha256: 'device-a' } as const;
    await issueCode(db.kysely, scope, '222222', 10);
    for (let tries = 1; tries < MAX_CODE_ATTEMPTS; tries++) {
      expect(await recordWrongCode(db.kysely, scope)).toBe(true);
    }
    expect(await recordWrongCode(db.kysely, scope)).toBe(false);
    expect(await consumeCode(db.kysely, 'login_guard', '222222', { accountId })).toBeNull();
  });
});
