import { COUNTRIES } from '@portal/domain/countries';
import { isAustralia } from '@portal/domain/forward-address';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The countries of §3 for a select, named in the member's language and sorted by it; the value is
 * the English name the server keeps. `abroadOnly` leaves Australia out (international addresses).
 */
export function useCountryOptions({ abroadOnly = false } = {}) {
  const intl = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return COUNTRIES.filter((country) => !abroadOnly || !isAustralia(country.name))
      .map((country) => ({ value: country.name, label: names.of(country.code) ?? country.name }))
      .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [intl.locale, abroadOnly]);
}
