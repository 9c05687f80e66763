import { describe, expect, it } from 'vitest';
import { newNumericCode, newToken, secretsEqual, sha256 } from './secrets.ts';

describe('secrets', () => {
  it('makes URL-safe tokens of 256 bits, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes numeric codes of the asked length, leading zeros kept, spread over every digit', () => {
    const codes = Array.from({ length: 2000 }, () => newNumericCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  it('stores a hash that does not reveal the secret and compares in constant time', () => {
    const token = newToken();
    expect(sha256(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(token)).not.toContain(token);
    expect(secretsEqual(sha256(token), sha256(token))).toBe(true);
    expect(secretsEqual(sha256(token), sha256(newToken()))).toBe(false);
    expect(secretsEqual('short', 'longer')).toBe(false);
  });
});
