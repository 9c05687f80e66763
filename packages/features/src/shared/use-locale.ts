import type { Locale } from '@portal/i18n/locale';
import { createContext, useContext } from 'react';

export interface LocaleState {
  locale: Locale;
  /** Shows the portal in another language and keeps the choice in the `locale` cookie. */
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside PortalApp');
  return state;
}
