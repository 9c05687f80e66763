import { intlTag, localeFromCookie, type Locale } from '@portal/i18n/locale';
import { loadMessages, type Messages } from '@portal/i18n/messages';
import { BrandTheme } from '@portal/ui/brand-theme';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrandContext } from '#brand/use-brand.ts';
import type { BrandConfig } from '#brand/brand-config.ts';
import { LandingPage } from '#landing/landing-page.tsx';

interface PortalAppProps {
  brand: BrandConfig;
  /** The language to show; read from the `locale` cookie when not given. */
  locale?: Locale;
}

/** The whole portal for one brand: theme, language and (for now) the landing screen. */
export function PortalApp({ brand, locale }: PortalAppProps) {
  const activeLocale = locale ?? localeFromCookie(document.cookie, brand.defaultLanguage);
  const messages = useMessages(activeLocale);
  useEffect(() => {
    document.documentElement.lang = intlTag(activeLocale);
  }, [activeLocale]);
  if (!messages) return null;

  return (
    <IntlProvider locale={intlTag(activeLocale)} messages={messages}>
      <BrandContext.Provider value={brand}>
        <BrandTheme highlightColor={brand.highlightColor}>
          <LandingPage />
        </BrandTheme>
      </BrandContext.Provider>
    </IntlProvider>
  );
}

function useMessages(locale: Locale): Messages | null {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);
  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.messages : null;
}

/** Renders the portal for a brand into the page's #root element: all a brand app's entry point does. */
export function mountPortal(brand: BrandConfig) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <PortalApp brand={brand} />
    </StrictMode>,
  );
}
