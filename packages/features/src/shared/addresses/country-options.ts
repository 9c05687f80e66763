import { COUNTRIES } from '@portal/domain/countries';
import { isAustralia } from '@portal/domain/forward-address';
import type { SelectOption } from '@portal/ui/select';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The countries of §3 for a select, named in the language of an Intl locale tag and sorted by its
 * collation (kana order in Japanese, pinyin in Simplified Chinese, strokes in Traditional); the
 * value is the English name the server keeps. `abroadOnly` leaves Australia out.
 */
export function countryOptions(locale: string, { abroadOnly = false } = {}): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRIES.filter((country) => !abroadOnly || !isAustralia(country.name))
    .map((country) => ({ value: country.name, label: names.of(country.code) ?? country.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** {@link countryOptions} in the member's language. */
export function useCountryOptions({ abroadOnly = false } = {}) {
  const { locale } = useIntl();
  return useMemo(() => countryOptions(locale, { abroadOnly }), [locale, abroadOnly]);
}
