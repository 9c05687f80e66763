import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const PORTAL = 'https://portal.harbourmail.test';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeRedirect('/Members/Account', PORTAL)).toBe('/Members/Account');
    expect(safeRedirect('/Members/Account?section=Verification#sms', PORTAL)).toBe(
      '/Members/Account?section=Verification#sms',
    );
    expect(safeRedirect('/', PORTAL)).toBe('/');
  });

  it('judges against the page’s own origin when none is given', () => {
    expect(safeRedirect('/Members/Account')).toBe('/Members/Account');
    expect(safeRedirect('//evil.example/')).toBeNull();
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['an escaped backslash', '/%5cevil.example'],
    ['an escaped backslash in capitals', '/%5Cevil.example'],
    ['a backslash first', '\\/evil.example'],
    ['an escaped second slash', '/%2fevil.example'],
    ['a scheme without slashes', 'https:evil.example'],
    ['script', 'javascript:alert(document.cookie)'],
    ['script after a slash', '/javascript:alert(1)\n//'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline inside', '/\n/evil.example'],
    ['a carriage return inside', '/\r/evil.example'],
    ['an escaped tab', '/%09/evil.example'],
    ['a malformed escape', '/Members/%E0%A4%A'],
    ['nothing', ''],
    ['no target', undefined],
  ])('refuses %s: %j', (_what, target) => {
    expect(safeRedirect(target, PORTAL)).toBeNull();
  });
});
