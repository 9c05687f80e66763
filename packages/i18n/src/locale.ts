/**
 * The portal's languages as the `locale` cookie spells them (§1). `jp` is the cookie's historical
 * spelling for Japanese; Intl formatting needs the standard tag `ja` (DESIGN §3.10).
 */
export const LOCALES = ['en', 'jp', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'locale';

const INTL_TAGS: Record<Locale, string> = {
  en: 'en-AU',
  jp: 'ja',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag Intl should format with for a portal locale. */
export function intlTag(locale: Locale): string {
  return INTL_TAGS[locale];
}

/** The locale kept in a `document.cookie`-style string, or the fallback when absent or unknown. */
export function localeFromCookie(cookieHeader: string, fallback: Locale = DEFAULT_LOCALE): Locale {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : fallback;
    }
  }
  return fallback;
}

/**
 * The portal locale for one BCP 47 language tag, or undefined when the portal has none for it:
 * Traditional Chinese by script or by region (zh-Hant, zh-TW, zh-HK, zh-MO), other Chinese as
 * Simplified, any Japanese as `jp`, any English as `en`.
 */
function localeForTag(tag: string): Locale | undefined {
  const [language, ...subtags] = tag.toLowerCase().split(/[-_]/);
  if (language === 'en') return 'en';
  if (language === 'ja') return 'jp';
  if (language !== 'zh') return undefined;
  const traditional =
    subtags.includes('hant') || ['tw', 'hk', 'mo'].some((r) => subtags.includes(r));
  return traditional && !subtags.includes('hans') ? 'zh-TW' : 'zh-CN';
}

/**
 * A first visit's language (no `locale` cookie yet): the first of the visitor's languages, most
 * preferred first (`navigator.languages`, which mirrors Accept-Language), that the portal offers;
 * else the brand's default. A Chinese browser thus sees Chinese even where the brand defaults to
 * Japanese.
 */
export function localeFromLanguages(languages: readonly string[], fallback: Locale): Locale {
  for (const tag of languages) {
    const locale = localeForTag(tag);
    if (locale) return locale;
  }
  return fallback;
}

/** A `document.cookie` assignment that keeps the locale for a year on the whole site. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
