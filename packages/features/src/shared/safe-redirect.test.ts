import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path on this site', () => {
    expect(safeRedirect('/Members/Account')).toBe('/Members/Account');
  });

  it('refuses other sites and protocol-relative addresses', () => {
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });
});
