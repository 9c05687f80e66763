import { describe, expect, it } from 'vitest';
import { intlTag, localeCookie, localeFromCookie } from './locale.ts';

describe('localeFromCookie', () => {
  it('reads the locale cookie among others', () => {
    expect(localeFromCookie('theme=dark; locale=zh-TW; other=1')).toBe('zh-TW');
    expect(localeFromCookie('locale=jp')).toBe('jp');
  });

  it('falls back to English when the cookie is missing or holds an unknown language', () => {
    expect(localeFromCookie('')).toBe('en');
    expect(localeFromCookie('locale=fr')).toBe('en');
    expect(localeFromCookie('xlocale=jp')).toBe('en');
  });

  it('uses a brand default when one is given', () => {
    expect(localeFromCookie('', 'jp')).toBe('jp');
  });

  it('reads back what localeCookie writes', () => {
    const assignment = localeCookie('zh-CN');
    expect(localeFromCookie(assignment.split(';')[0] ?? '')).toBe('zh-CN');
    expect(assignment).toContain('Path=/');
  });
});

describe('intlTag', () => {
  it('maps the cookie value jp to the standard Japanese tag', () => {
    expect(intlTag('jp')).toBe('ja');
    expect(new Intl.DateTimeFormat(intlTag('jp')).resolvedOptions().locale).toBe('ja');
  });
});
