import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores argon2id hashes with the OWASP parameters, salted so equal passwords differ', async () => {
    const first = await hashPassword('Demo!2026');
    const second = await hashPassword('Demo!2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Demo!2026');
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('refuses to sign in against a damaged stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
