import { describe, expect, it } from 'vitest';
import { intlTag, localeCookie, localeFromCookie, localeFromLanguages } from './locale.ts';

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

describe('localeFromLanguages', () => {
  it('matches Traditional Chinese by script or region, other Chinese as Simplified', () => {
    for (const tag of ['zh-TW', 'zh-Hant', 'zh-HK', 'zh-Hant-HK', 'zh-MO', 'zh_TW']) {
      expect(localeFromLanguages([tag], 'jp')).toBe('zh-TW');
    }
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-SG', 'zh-Hans-HK']) {
      expect(localeFromLanguages([tag], 'jp')).toBe('zh-CN');
    }
  });

  it('matches any Japanese as jp and any English as en, whatever the case', () => {
    expect(localeFromLanguages(['ja-JP'], 'en')).toBe('jp');
    expect(localeFromLanguages(['ja'], 'en')).toBe('jp');
    expect(localeFromLanguages(['EN-us'], 'jp')).toBe('en');
    expect(localeFromLanguages(['en-GB'], 'jp')).toBe('en');
  });

  it('takes the first language the portal offers, skipping the others', () => {
    expect(localeFromLanguages(['fr-FR', 'de', 'zh-TW', 'en'], 'jp')).toBe('zh-TW');
    expect(localeFromLanguages(['en-AU', 'ja'], 'jp')).toBe('en');
  });

  it('falls back to the brand default when none is offered', () => {
    expect(localeFromLanguages([], 'jp')).toBe('jp');
    expect(localeFromLanguages(['fr', 'ko-KR'], 'jp')).toBe('jp');
  });

  it('lets a kept cookie win over the browser languages', () => {
    expect(localeFromCookie('locale=en', localeFromLanguages(['zh-TW'], 'jp'))).toBe('en');
    expect(localeFromCookie('', localeFromLanguages(['zh-TW'], 'jp'))).toBe('zh-TW');
  });
});
